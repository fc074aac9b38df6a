import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from './legal-document';

const SECTIONS: LegalSection[] = [
  {
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Account data:</strong> your email address, username, a one-way hash of your password
          (Argon2id; we never store the password itself), whether your email is verified, your account label,
          language, time zone and settings, and the dates you signed up and last signed in.
        </li>
        <li>
          <strong>Your work:</strong> the strategies you save, their descriptions and their last backtest
          results, and the count of backtests you have run.
        </li>
        <li>
          <strong>Uploads:</strong> CSV files of market data you upload, stored as bars for your account only.
        </li>
        <li>
          <strong>Contact messages:</strong> the name, email, subject and message you send through the contact
          form.
        </li>
        <li>
          <strong>Technical data:</strong> server logs of requests (with passwords and tokens removed) and the
          time you were last active, used to count users online and to keep the service secure.
        </li>
      </ul>
    ),
  },
  {
    title: 'Signing in with Google',
    body: (
      <p>
        If you choose Sign in with Google, Google shares your basic profile with us: your name, email address,
        profile picture and a Google account identifier. We use them only to create and sign in to your
        account. We receive no access to your Gmail, Drive or any other Google data.
      </p>
    ),
  },
  {
    title: 'How we use it',
    body: (
      <ul>
        <li>To run the service: sign you in, store and run your strategies, show your results.</li>
        <li>To send the emails the service needs: verification and password reset codes.</li>
        <li>To answer your messages.</li>
        <li>
          To count totals shown on the home page (strategies created, backtests run, users, users online),
          which never identify anyone.
        </li>
      </ul>
    ),
  },
  {
    title: 'What we do not do',
    body: (
      <p>
        We do not sell your data, rent it or share it with advertisers. We do not show advertising. Your
        strategies are private to your account unless you export and share them yourself.
      </p>
    ),
  },
  {
    title: 'Who processes it',
    body: (
      <p>
        Data is stored in the service’s own database. Emails go through the mail server the service is
        configured with. Google processes sign-in if you use it. Nobody else receives your personal data,
        except where the law requires it.
      </p>
    ),
  },
  {
    title: 'Storage in your browser',
    body: (
      <p>
        The site keeps your sign-in token, your profile, your theme and your builder draft in your browser’s
        local storage. The <Link to="/cookies">Cookie Policy</Link> lists every key and how long it lasts, and{' '}
        <a href="/clear-cache.html">/clear-cache.html</a> removes them all.
      </p>
    ),
  },
  {
    title: 'How long we keep it',
    body: (
      <p>
        Account data, strategies and uploads are kept while your account exists. Deleting your account from
        the Account page deletes them. Expired verification codes are discarded. Contact messages are kept as
        long as needed to answer and follow up.
      </p>
    ),
  },
  {
    title: 'Security',
    body: (
      <p>
        Passwords are hashed with a memory-hard function, sign-in tokens expire, verification codes expire and
        are rate limited, and every account sees only its own strategies and uploads. No system is perfectly
        secure; if we learn of a breach affecting your data, we will tell you.
      </p>
    ),
  },
  {
    title: 'Your rights',
    body: (
      <p>
        You can see and change your profile on the Account page, export your strategies, and delete your
        account and its data at any time. You can also ask us for a copy of your data or for its correction or
        deletion by writing to the address below.
      </p>
    ),
  },
  {
    title: 'Children',
    body: <p>The service is for adults. We do not knowingly collect data from anyone under 18.</p>,
  },
  {
    title: 'Changes',
    body: <p>We will post any change to this policy here and update the date at the top.</p>,
  },
];

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      description="What StratBlocks stores (email, strategies, uploads, results), what Google sign-in shares, and that we never sell data."
      updated="October 20, 2025"
      intro={
        <p>
          We collect as little as the service needs: your account email and your saved work. We never sell it.
          Here is everything, plainly.
        </p>
      }
      sections={SECTIONS}
      contactEmail="privacy@stratblocks.com"
    />
  );
}
