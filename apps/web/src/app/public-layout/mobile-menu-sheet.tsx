import { Link } from 'react-router';
import { Dialog, DialogContent } from '../../ui';
import { LanguageSelect } from './language-select';
import { MORE_LINKS, PRIMARY_LINKS } from './links';

export interface MobileMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The public menu as a dialog, for small screens. */
export function MobileMenuSheet({ open, onOpenChange }: MobileMenuSheetProps) {
  const close = () => {
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Menu" size="sm">
        <nav aria-label="Mobile">
          <ul className="flex flex-col">
            {[...PRIMARY_LINKS, ...MORE_LINKS].map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={close}
                  className="block rounded-md px-3 py-2.5 text-sm font-medium text-fg hover:bg-surface-2"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-3 flex items-center justify-between border-t border-border px-3 pt-3 text-sm text-fg-muted">
          Language
          <LanguageSelect />
        </div>
      </DialogContent>
    </Dialog>
  );
}
