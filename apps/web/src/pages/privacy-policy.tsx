import { LegalPage, type LegalSection } from "../components/legal-page.tsx";
import { env } from "../env.ts";

const sections: LegalSection[] = [
  {
    id: "introduction",
    title: "Introduction",
    body: (
      <p>
        This policy explains what information VidInsight collects through its website and its browser
        extension for Chrome and Safari, how we use it, who we share it with, and the choices you have. We
        collect only what the product needs to work, and we do not sell personal information.
      </p>
    ),
  },
  {
    id: "information-collected",
    title: "Information We Collect",
    body: (
      <ul>
        <li>
          <strong>Account information.</strong> Your email address, which our sign-in provider (Firebase
          Authentication, by Google) uses to send you sign-in links or to sign you in with Google; the name
          you add to your profile; your time zone; and your settings, such as the daily recap email.
        </li>
        <li>
          <strong>YouTube data you authorize.</strong> When you connect a channel through Google's
          authorization window, we receive read-only access to your channel's id, title and thumbnail and the
          list of channels you subscribe to, plus the access tokens needed to read them. We never post to or
          change your channel.
        </li>
        <li>
          <strong>Payment information.</strong> Payments are processed by Stripe. We receive your plan, the
          status of your subscription and its billing dates. Your card details go directly to Stripe; we never
          see or store them.
        </li>
        <li>
          <strong>What the extension stores and sends.</strong> On your device the extension keeps your
          sign-in tokens, the ids of the videos you saved, and your connected channels, so it can show your
          account while you browse YouTube. To show metrics it reads public data on the YouTube pages you open
          (such as video ids, view counts and tags) and sends video and channel ids to our servers to look up
          outlier scores and views per hour. It does not record your browsing history and does not run on
          sites other than YouTube and this website.
        </li>
        <li>
          <strong>Saved videos.</strong> The videos you save, so they are there the next time you sign in, on
          the website and in the extension.
        </li>
        <li>
          <strong>On this website.</strong> Your browser's local storage keeps a copy of your account data for
          faster loading and, while you sign in, the email address you typed. If you apply to the affiliate
          program we store the details you submit. If you open the support chat, the chat provider processes
          the messages you send.
        </li>
      </ul>
    ),
  },
  {
    id: "use",
    title: "How We Use Your Information",
    body: (
      <ul>
        <li>
          To sign you in and keep your account, saved videos and settings in sync between the website and the
          extension.
        </li>
        <li>To compute the statistics the product shows, such as outlier scores and views per hour.</li>
        <li>To run your subscription and apply the limits of your plan.</li>
        <li>To send the daily recap email if it is enabled, and service messages about your account.</li>
        <li>To answer support requests and affiliate applications, and to keep the service secure.</li>
      </ul>
    ),
  },
  {
    id: "sharing",
    title: "Sharing of Information",
    body: (
      <>
        <p>
          We share information only with the providers that run parts of the service for us, and only what
          they need:
        </p>
        <ul>
          <li>Google: Firebase Authentication for sign-in, and the YouTube API Services for YouTube data.</li>
          <li>Stripe, for payments and billing.</li>
          <li>Our hosting, database and email-delivery providers.</li>
          <li>The live-chat provider, for messages you send through the support chat.</li>
        </ul>
        <p>
          We may also disclose information when the law requires it. We do not sell your information or use it
          for advertising.
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: "Data Security",
    body: (
      <p>
        All traffic uses HTTPS. Sign-in is passwordless, so there is no password of yours for us to store.
        Access to your YouTube channel is kept on our servers only, and YouTube statistics we store are
        refreshed or deleted within 30 days, as YouTube's policies require. No system is perfectly secure, but
        we work to protect your information and will notify you of a breach that affects you as the law
        requires.
      </p>
    ),
  },
  {
    id: "rights",
    title: "Your Rights",
    body: (
      <>
        <ul>
          <li>See and edit your profile and settings on your account page.</li>
          <li>Delete your account and its data from your account settings at any time.</li>
          <li>
            Disconnect a YouTube channel on your account page, or revoke VidInsight's access in your{" "}
            <a href="https://myaccount.google.com/permissions" target="_blank" rel="noopener noreferrer">
              Google account security settings
            </a>
            .
          </li>
          <li>Turn the daily recap email off in your notification settings.</li>
          <li>Ask us for a copy of your data, or anything else about your privacy, by email.</li>
        </ul>
        <p>
          Because we use YouTube API Services, the{" "}
          <a href="https://policies.google.com/privacy" target="_blank" rel="noopener noreferrer">
            Google Privacy Policy
          </a>{" "}
          also applies to YouTube data. Contact us at{" "}
          <a href={`mailto:${env.VITE_SUPPORT_EMAIL}`}>{env.VITE_SUPPORT_EMAIL}</a>.
        </p>
      </>
    ),
  },
  {
    id: "changes",
    title: "Changes to This Policy",
    body: (
      <p>
        We will update this policy when the product changes what it collects or how it uses information. The
        date at the top shows the latest version, and we will email you about significant changes before they
        apply.
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      lastUpdated="12/18/2024"
      intro={<p>Your privacy matters to us. Here is exactly what VidInsight collects and why.</p>}
      sections={sections}
    />
  );
}
