import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from './legal-document';

const SECTIONS: LegalSection[] = [
  {
    title: 'Agreement',
    body: (
      <p>
        By creating an account or using StratBlocks (the website, the strategy builder, the backtesting engine
        and the related services, together the “Service”), you agree to these Terms. If you do not agree, do
        not use the Service.
      </p>
    ),
  },
  {
    title: 'Eligibility',
    body: (
      <p>
        You must be <strong>at least 18 years old</strong> and able to form a binding contract to use the
        Service. By using it you confirm that you are.
      </p>
    ),
  },
  {
    title: 'What the Service is',
    body: (
      <>
        <p>
          StratBlocks is an educational and research tool. It lets you assemble trading strategies from blocks
          and simulate them on historical market data. It does not execute trades, does not hold funds, is not
          a broker or an investment adviser, and gives no investment, financial, tax or legal advice.
        </p>
        <p>
          Backtest results are simulations of past behaviour under the assumptions described in the product
          (fills at the next bar’s open, the commission and slippage you set). They do not predict future
          results. See the <Link to="/disclaimer">Disclaimer</Link>.
        </p>
      </>
    ),
  },
  {
    title: 'Your account',
    body: (
      <p>
        You are responsible for your sign-in details and for what happens under your account. Give a valid
        email address and keep your password private. Tell us at once if you believe your account was used
        without your permission. You can delete your account at any time from the Account page; its strategies
        go with it.
      </p>
    ),
  },
  {
    title: 'Price',
    body: (
      <p>
        The Service is free. There is no paid plan; account labels such as “premium” are display-only. If we
        ever introduce paid features, we will say so clearly beforehand and nothing you already have will
        become paid without your consent.
      </p>
    ),
  },
  {
    title: 'Your content',
    body: (
      <p>
        Strategies, names, descriptions and data files you create or upload remain yours. You give us the
        limited permission needed to store, process and display them to you in order to run the Service. You
        confirm you have the right to upload any data you upload.
      </p>
    ),
  },
  {
    title: 'Acceptable use',
    body: (
      <ul>
        <li>Do not attempt to access other users’ accounts or data.</li>
        <li>Do not disrupt the Service, overload it on purpose or circumvent its rate limits.</li>
        <li>
          Do not use the Service for anything unlawful, or to offer regulated advice to others in its name.
        </li>
        <li>Do not scrape or redistribute the bundled market data as a data product.</li>
      </ul>
    ),
  },
  {
    title: 'Market data',
    body: (
      <p>
        Historical data comes from third-party sources and may contain errors, gaps or adjustments. It is
        provided for research and education, as is, without any guarantee of accuracy or completeness.
      </p>
    ),
  },
  {
    title: 'Availability and changes',
    body: (
      <p>
        We aim to keep the Service available but do not guarantee it will be uninterrupted or error-free. We
        may change, suspend or discontinue features. We may update these Terms; changes take effect when
        posted here, with the date at the top updated.
      </p>
    ),
  },
  {
    title: 'Disclaimer of warranties',
    body: (
      <p>
        The Service is provided “as is” and “as available”, without warranties of any kind, express or
        implied, including merchantability, fitness for a particular purpose and non-infringement.
      </p>
    ),
  },
  {
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          To the fullest extent the law allows, StratBlocks is not liable for any indirect, incidental,
          special, consequential or punitive damages, or for any trading losses or lost profits, arising from
          your use of the Service or reliance on any result.
        </p>
        <p>
          Our total liability for any claim relating to the Service is limited to{' '}
          <strong>
            the greater of the amounts you paid us in the 12 months before the claim, or one hundred US
            dollars ($100)
          </strong>
          .
        </p>
      </>
    ),
  },
  {
    title: 'Termination',
    body: (
      <p>
        You may stop using the Service and delete your account at any time. We may suspend or close accounts
        that break these Terms. Sections on content, warranties, liability and governing terms survive
        termination.
      </p>
    ),
  },
  {
    title: 'Privacy',
    body: (
      <p>
        How we handle personal data is described in the <Link to="/privacy">Privacy Policy</Link>, and how the
        site uses browser storage in the <Link to="/cookies">Cookie Policy</Link>.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      description="The terms of using StratBlocks: users must be 18 or older; an educational tool, not a broker or adviser; liability limits."
      updated="October 20, 2025"
      intro={
        <p>
          These Terms govern your use of StratBlocks. Please read them: they are short and written plainly.
        </p>
      }
      sections={SECTIONS}
      contactEmail="legal@stratblocks.com"
    />
  );
}
