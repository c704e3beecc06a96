// The Terms of Service and the Privacy Policy (apps/web/src/pages/terms-of-service.tsx,
// privacy-policy.tsx). English is the governing text; each translation says so in `governs`.
// <b>, <settings>, <youtube>, <google>, <privacy> and <email> are the pages' bold text and links (react-i18next Trans).
export const legalEn = {
  lastUpdated: "Last updated: {{date}}",
  onThisPage: "On this page",
  sections: "Sections",
  // Shown above a translation only, never on the English page (which is the governing text).
  governs:
    "This page is a translation. If it differs from the English version, the English version governs. <english>Read the English version</english>",
  privacy: {
    title: "Privacy Policy",
    intro: "Your privacy matters to us. Here is exactly what VidInsight collects and why.",
    introductionTitle: "Introduction",
    introduction:
      "This policy explains what information VidInsight collects through its website and its browser extension for Chrome and Safari, how we use it, who we share it with, and the choices you have. We collect only what the product needs to work, and we do not sell personal information.",
    collectedTitle: "Information We Collect",
    accountInfo:
      "<b>Account information.</b> Your email address, which our sign-in provider (Firebase Authentication, by Google) uses to send you sign-in links or to sign you in with Google; the name you add to your profile; your time zone; and your settings, such as the daily recap email.",
    youtubeData:
      "<b>YouTube data you authorize.</b> When you connect a channel through Google's authorization window, we receive read-only access to your channel's id, title and thumbnail and the list of channels you subscribe to, plus the access tokens needed to read them. We never post to or change your channel.",
    paymentInfo:
      "<b>Payment information.</b> Payments are processed by Stripe. We receive your plan, the status of your subscription and its billing dates. Your card details go directly to Stripe; we never see or store them.",
    extension:
      "<b>What the extension stores and sends.</b> On your device the extension keeps your sign-in tokens, the ids of the videos you saved, and your connected channels, so it can show your account while you browse YouTube. To show metrics it reads public data on the YouTube pages you open (such as video ids, view counts and tags) and sends video and channel ids to our servers to look up outlier scores and views per hour. It does not record your browsing history and does not run on sites other than YouTube and this website.",
    savedVideos:
      "<b>Saved videos.</b> The videos you save, so they are there the next time you sign in, on the website and in the extension.",
    website:
      "<b>On this website.</b> Your browser's local storage keeps a copy of your account data for faster loading and, while you sign in, the email address you typed. If you apply to the affiliate program we store the details you submit. If you open the support chat, the chat provider processes the messages you send.",
    useTitle: "How We Use Your Information",
    useSignIn:
      "To sign you in and keep your account, saved videos and settings in sync between the website and the extension.",
    useStatistics: "To compute the statistics the product shows, such as outlier scores and views per hour.",
    useSubscription: "To run your subscription and apply the limits of your plan.",
    useEmail: "To send the daily recap email if it is enabled, and service messages about your account.",
    useSupport: "To answer support requests and affiliate applications, and to keep the service secure.",
    sharingTitle: "Sharing of Information",
    sharingIntro:
      "We share information only with the providers that run parts of the service for us, and only what they need:",
    sharingGoogle:
      "Google: Firebase Authentication for sign-in, and the YouTube API Services for YouTube data.",
    sharingStripe: "Stripe, for payments and billing.",
    sharingHosting: "Our hosting, database and email-delivery providers.",
    sharingChat: "The live-chat provider, for messages you send through the support chat.",
    sharingLaw:
      "We may also disclose information when the law requires it. We do not sell your information or use it for advertising.",
    securityTitle: "Data Security",
    security:
      "All traffic uses HTTPS. Sign-in is passwordless, so there is no password of yours for us to store. Access to your YouTube channel is kept on our servers only, and YouTube statistics we store are refreshed or deleted within 30 days, as YouTube's policies require. No system is perfectly secure, but we work to protect your information and will notify you of a breach that affects you as the law requires.",
    rightsTitle: "Your Rights",
    rightsEdit: "See and edit your profile and settings on your account page.",
    rightsDelete: "Delete your account and its data from your account settings at any time.",
    rightsDisconnect:
      "Disconnect a YouTube channel on your account page, or revoke VidInsight's access in your <settings>Google account security settings</settings>.",
    rightsRecap: "Turn the daily recap email off in your notification settings.",
    rightsCopy: "Ask us for a copy of your data, or anything else about your privacy, by email.",
    rightsGoogle:
      "Because we use YouTube API Services, the <google>Google Privacy Policy</google> also applies to YouTube data. Contact us at <email>{{email}}</email>.",
    changesTitle: "Changes to This Policy",
    changes:
      "We will update this policy when the product changes what it collects or how it uses information. The date at the top shows the latest version, and we will email you about significant changes before they apply.",
  },
  terms: {
    title: "Terms of Service",
    intro: "These terms describe the rules for using VidInsight's browser extension and website.",
    acceptanceTitle: "Acceptance of Terms",
    acceptance:
      'By installing the VidInsight browser extension, creating an account or using this website (together, the "Service"), you agree to these Terms of Service. If you do not agree, please do not use the Service.',
    youtube:
      "VidInsight uses YouTube API Services. By using the Service you also agree to be bound by the <youtube>YouTube Terms of Service</youtube>. VidInsight is not affiliated with, endorsed by or sponsored by YouTube or Google.",
    modificationTitle: "Modification of Services",
    modification:
      "We keep improving VidInsight, so features, limits and plans may change, and parts of the Service may be added, changed or discontinued. When a change materially reduces what a paid plan includes, we will tell subscribers by email before it takes effect.",
    updates:
      "We may update these Terms from time to time. The date at the top shows the latest version; continuing to use the Service after an update means you accept the updated Terms.",
    privacyTitle: "Privacy Policy",
    privacy:
      "Our <privacy>Privacy Policy</privacy> explains what we collect (such as your email address, the YouTube channel data you authorize and your subscription status), why we collect it, and the choices you have. It is part of these Terms.",
    accountTitle: "User Account",
    account:
      "You sign in with a link sent to your email address or with your Google account. You are responsible for keeping access to that email account secure and for everything done through your VidInsight account. Tell us right away if you believe someone else has access to it.",
    age: "You must be at least 13 years old (or the minimum age in your country) to use the Service.",
    billing:
      "Paid plans are billed monthly through Stripe until cancelled. You can cancel at any time; access continues until the end of the billing period. Paid plans come with a 14-day money-back guarantee.",
    misuse:
      "Do not misuse the Service: no automated scraping of our API, reselling access, or attempts to get around plan limits or security measures. We may suspend accounts that do.",
    deletion: "You can delete your account at any time from your account settings.",
    liabilityTitle: "Limitation of Liability",
    asIs: 'The Service is provided "as is" and "as available". Figures such as outlier scores and views per hour are estimates derived from public YouTube data and may be delayed, incomplete or inaccurate; they are research aids, not guarantees of how any video will perform.',
    liability:
      "To the fullest extent permitted by law, VidInsight is not liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue or data, arising from your use of the Service. Our total liability for any claim is limited to the amount you paid us in the twelve months before the claim.",
    lawTitle: "Governing Law",
    law: "These Terms are governed by the laws of the United States of America and of the state in which VidInsight is registered, without regard to conflict-of-law rules. Questions about these Terms? Email <email>{{email}}</email>.",
  },
};

export type LegalCatalog = typeof legalEn;
