import { ChevronDown } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '../../ui';
import { PRIMARY_LINKS } from './links';

/**
 * The wide screens' menu as plain HTML: what a pre-rendered page shows until the full menu
 * (main-menu.tsx, with its "More" dropdown) has loaded, drawn the same so nothing moves.
 */
export function PlainMainMenu({ linkClasses }: { linkClasses: string }) {
  return (
    <nav aria-label="Main" className="relative ml-4 hidden md:block">
      <ul className="flex items-center gap-0.5">
        {PRIMARY_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={linkClasses}>
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" aria-expanded={false} className={cn(linkClasses, 'group')}>
            More
            <ChevronDown className="size-3.5" aria-hidden />
          </button>
        </li>
      </ul>
    </nav>
  );
}
