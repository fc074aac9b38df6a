import { Link } from 'react-router';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { LegalDocument, type LegalSection } from './legal-document';

/** Every key the site stores, as lib/storage-keys.ts defines them, with what it holds and how long. */
const STORED = [
  {
    key: STORAGE_KEYS.accessToken,
    what: 'Auth token: your sign-in token (a JWT)',
    lasts: 'Until you sign out or it expires (the session)',
  },
  {
    key: STORAGE_KEYS.user,
    what: 'User profile: your account details as last loaded',
    lasts: 'Until you sign out (the session)',
  },
  {
    key: STORAGE_KEYS.theme,
    what: 'User preferences: light, dark or automatic theme',
    lasts: '1 year, or until you clear it',
  },
  {
    key: STORAGE_KEYS.strategyDraft,
    what: 'Strategy draft: the builder’s unsaved strategy',
    lasts: '7 days',
  },
  {
    key: STORAGE_KEYS.sidebarCollapsed,
    what: 'User preferences: whether the dashboard sidebar is collapsed',
    lasts: '1 year, or until you clear it',
  },
];

const SECTIONS: LegalSection[] = [
  {
    title: 'What cookies and browser storage are',
    body: (
      <p>
        Cookies are small files a site asks your browser to keep. Local storage and session storage are
        similar stores that stay in your browser and are never sent to a server by themselves. StratBlocks
        uses browser storage, not advertising cookies.
      </p>
    ),
  },
  {
    title: 'Essential storage',
    body: (
      <p>
        Keeps you signed in: your sign-in token and your profile. It lasts for your session: it is removed
        when you sign out or when the token expires. Without it the dashboard and builder cannot work.
      </p>
    ),
  },
  {
    title: 'Functional storage',
    body: (
      <p>
        Remembers your choices: your theme and whether the dashboard sidebar is collapsed (kept up to 1 year),
        and the builder’s unsaved strategy draft, so that a refresh does not lose your work (kept 7 days).
      </p>
    ),
  },
  {
    title: 'Analytics cookies',
    body: (
      <p>
        StratBlocks currently sets no analytics cookies. If we add an analytics provider, its cookies will
        last at most 2 years, this policy will name it, and it will be listed before it is used.
      </p>
    ),
  },
  {
    title: 'Local and session storage we use',
    body: (
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Browser storage keys</caption>
          <thead>
            <tr className="border-b border-border text-fg">
              <th scope="col" className="py-2 pr-4 font-medium">
                Key
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                What it holds
              </th>
              <th scope="col" className="py-2 font-medium">
                How long
              </th>
            </tr>
          </thead>
          <tbody>
            {STORED.map((item) => (
              <tr key={item.key} className="border-b border-border align-top">
                <td className="py-2 pr-4 font-mono text-xs text-fg">{item.key}</td>
                <td className="py-2 pr-4">{item.what}</td>
                <td className="py-2">{item.lasts}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3">
          All of these are in local storage. In session storage, the key{' '}
          <code>react-router-scroll-positions</code> remembers where you were on each page so that Back
          returns you there; it is deleted when you close the tab.
        </p>
      </div>
    ),
  },
  {
    title: 'Web beacons',
    body: <p>We do not use web beacons, tracking pixels or fingerprinting.</p>,
  },
  {
    title: 'Controlling storage in your browser',
    body: (
      <p>
        Every browser lets you see and delete cookies and site data in its settings, and block them for a
        site. You can also open our <a href="/clear-cache.html">cache manager</a>, which removes everything
        this site stored in your browser and lists what it removed. Clearing it signs you out and discards an
        unsaved draft.
      </p>
    ),
  },
  {
    title: 'Third-party cookies',
    body: (
      <ul>
        <li>
          <strong>Sign in with Google:</strong> if you use it, Google’s sign-in script may set its own cookies
          under Google’s policies.
        </li>
        <li>
          <strong>Fonts:</strong> our fonts are served from this site itself; no fonts provider sets cookies.
        </li>
        <li>
          <strong>Analytics:</strong> no analytics provider is used today (see section 4).
        </li>
      </ul>
    ),
  },
  {
    title: 'Do Not Track',
    body: (
      <p>
        Browsers’ Do Not Track signal is not honoured, because there is no common standard for it. As we do
        not track you across sites, it would change nothing.
      </p>
    ),
  },
  {
    title: 'Children',
    body: (
      <p>StratBlocks is for people 18 and older. We do not knowingly store data about anyone under 18.</p>
    ),
  },
  {
    title: 'Updates to this policy',
    body: <p>When we change how the site uses storage, we update this page and its date.</p>,
  },
  {
    title: 'Your rights',
    body: (
      <p>
        You can delete this site’s storage at any time, and ask us about the data we hold on our servers. See
        the <Link to="/privacy">Privacy Policy</Link> for what we store and your rights over it.
      </p>
    ),
  },
  {
    title: 'Contact',
    body: <p>Questions about cookies or storage can be sent to the address below.</p>,
  },
];

export function CookiesPage() {
  return (
    <LegalDocument
      title="Cookie Policy"
      description="How StratBlocks uses browser storage: every key, what it holds and how long it lasts, and how to clear it."
      updated="October 20, 2025"
      intro={
        <p>
          This policy explains what StratBlocks keeps in your browser and why. See also our{' '}
          <Link className="text-accent-text underline" to="/privacy">
            Privacy Policy
          </Link>
          .
        </p>
      }
      sections={SECTIONS}
      contactEmail="privacy@stratblocks.com"
    />
  );
}
