import { Link } from "react-router-dom";
import { LegalPage, type LegalSection } from "../components/legal-page.tsx";
import { env } from "../env.ts";

const sections: LegalSection[] = [
  {
    id: "acceptance",
    title: "Acceptance of Terms",
    body: (
      <>
        <p>
          By installing the VidInsight browser extension, creating an account or using this website (together,
          the "Service"), you agree to these Terms of Service. If you do not agree, please do not use the
          Service.
        </p>
        <p>
          VidInsight uses YouTube API Services. By using the Service you also agree to be bound by the{" "}
          <a href="https://www.youtube.com/t/terms" target="_blank" rel="noopener noreferrer">
            YouTube Terms of Service
          </a>
          . VidInsight is not affiliated with, endorsed by or sponsored by YouTube or Google.
        </p>
      </>
    ),
  },
  {
    id: "modification",
    title: "Modification of Services",
    body: (
      <>
        <p>
          We keep improving VidInsight, so features, limits and plans may change, and parts of the Service may
          be added, changed or discontinued. When a change materially reduces what a paid plan includes, we
          will tell subscribers by email before it takes effect.
        </p>
        <p>
          We may update these Terms from time to time. The date at the top shows the latest version;
          continuing to use the Service after an update means you accept the updated Terms.
        </p>
      </>
    ),
  },
  {
    id: "privacy",
    title: "Privacy Policy",
    body: (
      <p>
        Our <Link to="/privacy-policy">Privacy Policy</Link> explains what we collect (such as your email
        address, the YouTube channel data you authorize and your subscription status), why we collect it, and
        the choices you have. It is part of these Terms.
      </p>
    ),
  },
  {
    id: "account",
    title: "User Account",
    body: (
      <>
        <p>
          You sign in with a link sent to your email address or with your Google account. You are responsible
          for keeping access to that email account secure and for everything done through your VidInsight
          account. Tell us right away if you believe someone else has access to it.
        </p>
        <ul>
          <li>You must be at least 13 years old (or the minimum age in your country) to use the Service.</li>
          <li>
            Paid plans are billed monthly through Stripe until cancelled. You can cancel at any time; access
            continues until the end of the billing period. Paid plans come with a 14-day money-back guarantee.
          </li>
          <li>
            Do not misuse the Service: no automated scraping of our API, reselling access, or attempts to get
            around plan limits or security measures. We may suspend accounts that do.
          </li>
          <li>You can delete your account at any time from your account settings.</li>
        </ul>
      </>
    ),
  },
  {
    id: "liability",
    title: "Limitation of Liability",
    body: (
      <>
        <p>
          The Service is provided "as is" and "as available". Figures such as outlier scores and views per
          hour are estimates derived from public YouTube data and may be delayed, incomplete or inaccurate;
          they are research aids, not guarantees of how any video will perform.
        </p>
        <p>
          To the fullest extent permitted by law, VidInsight is not liable for any indirect, incidental,
          special, consequential or punitive damages, or for lost profits, revenue or data, arising from your
          use of the Service. Our total liability for any claim is limited to the amount you paid us in the
          twelve months before the claim.
        </p>
      </>
    ),
  },
  {
    id: "governing-law",
    title: "Governing Law",
    body: (
      <p>
        These Terms are governed by the laws of the United States of America and of the state in which
        VidInsight is registered, without regard to conflict-of-law rules. Questions about these Terms? Email{" "}
        <a href={`mailto:${env.VITE_SUPPORT_EMAIL}`}>{env.VITE_SUPPORT_EMAIL}</a>.
      </p>
    ),
  },
];

export function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      lastUpdated="12/18/2024"
      intro={<p>These terms describe the rules for using VidInsight's browser extension and website.</p>}
      sections={sections}
    />
  );
}
