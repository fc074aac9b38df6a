import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { SIGN_IN_PATH, SIGN_UP_PATH } from '../../lib/auth-paths';
import { loadedLater } from '../../lib/loaded-later';
import { useSession } from '../../lib/session';
import { buttonClasses, cn, Logo } from '../../ui';
import { LanguageSelect } from './language-select';
import { PlainMainMenu } from './plain-main-menu';
import { MobileMenu } from './mobile-menu';
import { ThemeSwitch } from './theme-switch';
import { useTopBarStyle } from './use-top-bar-style';
import { whenWide } from './when-wide';

const MainMenu = loadedLater(async () => {
  await whenWide();
  return import('./main-menu');
});

/**
 * The public pages' top bar (docs/product.md#screens-and-routes): logo (to /dashboard when signed in), the menu with
 * its hover "More" dropdown, EN, the account icon and Get Started / Dashboard.
 */
export function TopBar() {
  const signedIn = useSession() !== null;
  const { scrolled, tone } = useTopBarStyle();
  const dark = tone === 'dark';
  const home = signedIn ? '/dashboard' : '/';
  const account = signedIn ? '/dashboard' : SIGN_IN_PATH;
  // Get Started creates an account; the account icon signs in.
  const start = signedIn ? '/dashboard' : SIGN_UP_PATH;
  const linkClasses =
    'inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium text-fg-muted transition-colors hover:bg-surface-2 hover:text-fg aria-[current=page]:text-fg';

  return (
    <header
      data-scrolled={scrolled}
      data-tone={tone}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,border-color] duration-200',
        // The tone is applied as the theme of the bar itself, so every token inside follows it.
        dark ? 'dark' : null,
        'text-fg',
        scrolled
          ? 'border-b border-border bg-bg/85 shadow-md backdrop-blur-md'
          : // Dark and unscrolled (over the landing hero): the hero's own colour, solid, so that
            // contrast checkers measure the links against what a reader sees behind them.
            dark
            ? 'border-b border-transparent bg-bg'
            : 'border-b border-transparent bg-transparent',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <div className="flex shrink-0 items-center gap-2">
          <Link to={home} className="rounded-md" aria-label="StratBlocks home">
            {/* Drawn by the theme's CSS, so a pre-rendered page shows the right one before hydrating. */}
            <Logo tone="dark" className="hidden dark:inline-flex" />
            <Logo tone="light" className="dark:hidden" />
          </Link>
          {signedIn ? null : (
            <span className="rounded bg-accent-soft px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-accent-text">
              FREE
            </span>
          )}
        </div>

        {/* Pre-rendered and hydrated as plain links; the full menu's code then loads on wide
            screens only (phones never show it) and takes their place. */}
        <MainMenu linkClasses={linkClasses} fallback={<PlainMainMenu linkClasses={linkClasses} />} />

        <div className="ml-auto flex items-center gap-0.5 sm:gap-1.5">
          <LanguageSelect className="hidden sm:block" />
          <ThemeSwitch />
          <Link
            to={account}
            aria-label={signedIn ? 'Your dashboard' : 'Sign in'}
            title={signedIn ? 'Your dashboard' : 'Sign in'}
            className="hidden size-9 items-center justify-center rounded-lg text-fg-muted transition-colors hover:bg-surface-2 hover:text-fg sm:inline-flex"
          >
            <UserRound className="size-[18px]" aria-hidden />
          </Link>
          <Link to={start} className={buttonClasses('primary', 'sm', 'ml-1')}>
            {signedIn ? 'Dashboard' : 'Get Started'}
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
