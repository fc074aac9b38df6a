import { ChevronDown } from 'lucide-react';
import { NavigationMenu } from 'radix-ui';
import { Link, NavLink } from 'react-router';
import { cn } from '../../ui';
import { MORE_LINKS, PRIMARY_LINKS } from './links';

/** The public bar's menu on wide screens (docs/product.md#screens-and-routes): the primary links and the hover "More" dropdown. */
export default function MainMenu({ linkClasses }: { linkClasses: string }) {
  return (
    <NavigationMenu.Root aria-label="Main" className="relative ml-4 hidden md:block" delayDuration={80}>
      <NavigationMenu.List className="flex items-center gap-0.5">
        {PRIMARY_LINKS.map((link) => (
          <NavigationMenu.Item key={link.to}>
            <NavigationMenu.Link asChild>
              <NavLink to={link.to} className={linkClasses}>
                {link.label}
              </NavLink>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item className="relative">
          <NavigationMenu.Trigger className={cn(linkClasses, 'group')}>
            More
            <ChevronDown
              className="size-3.5 transition-transform group-data-[state=open]:rotate-180"
              aria-hidden
            />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="absolute top-full left-0 mt-2 w-44 rounded-lg border border-border bg-surface p-1 text-fg shadow-lg">
            <ul>
              {MORE_LINKS.map((link) => (
                <li key={link.to}>
                  <NavigationMenu.Link asChild>
                    <Link
                      to={link.to}
                      className="block rounded-md px-3 py-2 text-sm text-fg hover:bg-surface-2 focus-visible:bg-surface-2"
                    >
                      {link.label}
                    </Link>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
