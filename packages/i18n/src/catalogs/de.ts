import { accountDe } from "./account/de.ts";
import { apiDe } from "./api/de.ts";
import type { Catalog } from "./en.ts";
import { extensionDe } from "./extension/de.ts";
import { formatDe } from "./format/de.ts";
import { legalDe } from "./legal/de.ts";
import { researchDe } from "./research/de.ts";
import { titlesDe } from "./titles/de.ts";

// German. Terms: "Outlier-Score", "Aufrufe pro Stunde" (VPH), "Tags", "gespeicherte Videos"; "du".
export const de: Catalog = {
  account: accountDe,
  research: researchDe,
  legal: legalDe,
  titles: titlesDe,
  language: {
    label: "Sprache",
    hint: "Gilt für die Website, die Erweiterung und E-Mails.",
    saveFailed: "Wir konnten deine Sprache nicht speichern. Sie gilt vorerst nur in diesem Browser.",
  },
  nav: {
    skip: "Zum Inhalt springen",
    loading: "Wird geladen...",
    main: "Hauptmenü",
    pricing: "Preise",
    login: "Anmelden",
    menu: "Menü",
    closeMenu: "Menü schließen",
  },
  footer: {
    label: "Fußzeile",
    brandLine: "— Recherche-Werkzeuge für YouTube-Creator.",
    faq: "Häufige Fragen",
    affiliates: "Partnerprogramm",
    developers: "Entwickler",
    terms: "Nutzungsbedingungen",
    privacy: "Datenschutzerklärung",
    copyright: "© {{year}} VidInsight. Alle Rechte vorbehalten. Nicht mit YouTube oder Google verbunden.",
  },
  store: {
    chrome: "Zu Chrome hinzufügen",
    chromeHint: " (öffnet den Chrome Web Store in einem neuen Tab)",
    safari: "Zu Safari hinzufügen",
    safariHint: " (öffnet den App Store in einem neuen Tab)",
  },
  landing: {
    title: "VidInsight — Recherche wie nie zuvor",
    badge: "Browsererweiterung für YouTube-Creator",
    hero: "Recherche wie nie zuvor",
    intro:
      "VidInsight zeigt den Outlier-Score, die Aufrufe pro Stunde und die versteckten Tags jedes YouTube-Videos, das du dir ansiehst – so weißt du, was funktioniert, bevor du drehst.",
    pricingLine:
      "Kostenlos mit einem Konto. Bezahlpläne ab {{price}} pro Monat, mit 14 Tagen Geld-zurück-Garantie.",
    everywhereEyebrow: "Auf jedem Vorschaubild",
    everywhereTitle: "Mehr Infos zu Videos – überall",
    everywhereBody:
      "Outlier-Scores und Aufrufe pro Stunde stehen direkt auf den Vorschaubildern: auf der Startseite, in der Suche, auf Kanalseiten und in den Empfehlungen.",
    everywhereBullet1: "Erkenne auf einen Blick das Video, das den Durchschnitt seines Kanals schlägt.",
    everywhereBullet2: "Für lange Videos und Shorts, jeweils mit der eigenen Sorte verglichen.",
    everywhereBullet3: "Kein Tab-Wechsel, kein Kopieren von Links in ein anderes Tool.",
    featuresEyebrow: "Funktionen",
    featuresTitle: "Starke Funktionen für Creator",
    featuresBody:
      "Alles, was du brauchst, um Ideen zu finden, sie mit echten Zahlen zu prüfen und die besten zu behalten.",
    trendTitle: "Trendanalyse",
    trendBody:
      "Aufrufe pro Stunde und die jüngste Dynamik zeigen, welche Videos gerade abheben – bevor der Trend seinen Höhepunkt erreicht.",
    researchTitle: "Content-Recherche",
    researchBody:
      "Filtere Outlier-Videos nach Abonnenten, Aufrufen und Outlier-Score und finde Ideen, die sich in deiner Nische schon bewährt haben.",
    metricsTitle: "Leistungskennzahlen",
    metricsBody:
      "Jeder Outlier-Score vergleicht ein Video mit den letzten Uploads seines eigenen Kanals – so siehst du, was wirklich überdurchschnittlich lief.",
    saveTitle: "Für später speichern",
    saveBody:
      "Speichere Videos mit einem Klick direkt auf YouTube und ruf sie später mit ihren Statistiken wieder auf, sortiert, wie du willst.",
    tagsEyebrow: "Tags",
    tagsTitle: "Tags blitzschnell kopieren",
    tagsBody:
      "Sieh dir die Tags hinter jedem Video an und kopiere sie mit einem Klick – bereit für deinen eigenen Upload.",
    tagsBullet1: "Die Tags werden aus dem Video selbst gelesen, obwohl YouTube sie versteckt.",
    tagsBullet2: "„Tags kopieren“ legt alle in deine Zwischenablage, durch Kommas getrennt.",
    tagsOn: "Tags von",
    clipboard: "In deiner Zwischenablage:",
    insightsEyebrow: "Einblicke",
    insightsTitle: "Tiefe Einblicke in jedes Video",
    insightsBody:
      "Jedes Video bekommt einen Outlier-Score im Vergleich zum eigenen Kanal und seine Aufrufe pro Stunde. Auf der Seite „Outliers“ durchsuchst du alles, was VidInsight gespeichert hat, nach Videos, die ihren Kanal übertroffen haben.",
    insightsBullet1:
      "Outlier-Score: die Aufrufe eines Videos geteilt durch den Median der letzten 30 Videos desselben Formats seines Kanals, jedes mindestens eine Woche alt.",
    insightsBullet2: "Aufrufe pro Stunde insgesamt und zuletzt, aus gespeicherten Aufruf-Momentaufnahmen.",
    insightsBullet3:
      "Filter nach Abonnenten, Aufrufen, Outlier-Score, Stichwort, Format und Datum; Export als CSV.",
    outliersFrame: "VidInsight · Outliers",
    ctaTitle: "Finde noch heute deine nächste erfolgreiche Videoidee",
    ctaBody: "Installiere VidInsight kostenlos und sieh die Zahlen hinter jedem YouTube-Video.",
    heroAlt:
      "Das VidInsight-Panel unter einem YouTube-Video, „{{title}}“: Outlier-Score {{score}}, {{vph}} Aufrufe pro Stunde, {{views}} Aufrufe, {{subscribers}} Abonnenten, eine Speichern-Schaltfläche und die Tags des Videos mit der Schaltfläche „Tags kopieren“",
    homeAltScores:
      "Die YouTube-Startseite mit VidInsight-Badges auf den Vorschaubildern: Outlier-Scores wie {{scores}} und Aufrufe pro Stunde",
    homeAlt:
      "Die YouTube-Startseite mit VidInsight-Badges auf den Vorschaubildern: Outlier-Scores und Aufrufe pro Stunde",
    tagsAlt:
      "Der Tags-Bereich des VidInsight-Panels: {{count}} Tags ({{tags}}), die Schaltfläche „Tags kopieren“ zeigt „Kopiert“",
    outliersAlt:
      "Die VidInsight-Seite „Outliers“: Filter für Abonnenten, Outlier-Score, Aufrufe, Stichwort, Format und Datum und eine Tabelle mit {{total}} Videos, sortiert nach Outlier-Score",
    listAnd: " und ",
    comparePlans: "Pläne vergleichen",
  },
  popup: {
    account: "Konto",
    loading: "Wird geladen...",
    signedInAs: "Angemeldet als",
    yourAccount: "dein Konto",
    plan: "Plan",
    signInPrompt: "Melde dich an, um Outlier-Scores zu sehen und Videos zu speichern.",
    signIn: "Anmelden",
    settings: "Einstellungen",
    watchPanel: "Panel auf der Videoseite",
    watchPanelHint: "VPH, Tags und Outlier-Score unter dem Videotitel",
    badges: "Badges auf Vorschaubildern",
    badgesHint: "Outlier-Score und VPH auf den Vorschaubildern",
    breakoutCount: "Durchbruch-Zähler",
    breakoutCountHint: "Neue Durchbrüche der Kanäle, denen du folgst, am Symbol in der Leiste",
    breakoutNotifications: "Durchbruch-Benachrichtigungen",
    breakoutNotificationsHint:
      "Eine Browser-Benachrichtigung, wenn ein Video eines gefolgten Kanals durchstartet",
    badgeScore: "Score auf Badges",
    badgeScoreHint: "Im gleichen Alter: gegen den üblichen Start des Kanals, erste 30 Tage",
    scoreLifetime: "Outlier-Score",
    scoreAtAge: "Outlier im gleichen Alter",
    website: "Website",
    outliers: "Outliers",
    savedVideos: "Gespeicherte Videos",
    loadingUsage: "Heutige Nutzung wird geladen...",
    usageUnavailable: "Die heutige Nutzung ist gerade nicht verfügbar.",
    usageTitle: "Heutige Nutzung (wird um {{time}} zurückgesetzt)",
    unlimited: "{{used}} (unbegrenzt)",
    kinds: {
      comments: "Kommentaranalysen",
      channel: "Kanalanalysen",
      results: "Suchergebnis-Analysen",
      transcripts: "Transkript-Downloads",
    },
  },
  recap: {
    subject: "Dein Morgen-Überblick",
    subjectOutliers_one: "Dein Morgen-Überblick: {{count}} Outlier in deiner Nische",
    subjectOutliers_other: "Dein Morgen-Überblick: {{count}} Outlier in deiner Nische",
    subjectNewOutliers_one: "Dein Morgen-Überblick: 1 gespeichertes Video ist jetzt ein Outlier",
    subjectNewOutliers_other: "Dein Morgen-Überblick: {{count}} gespeicherte Videos sind jetzt Outlier",
    greeting: "Guten Morgen!",
    greetingName: "Guten Morgen, {{name}}!",
    introNews: "Das hat sich seit deinem letzten Überblick getan.",
    introQuiet:
      "Eine ruhige Nacht: keine neuen Outlier in deiner Nische und keine Bewegung bei deinen gespeicherten Videos. Ein guter Moment, in der Outlier-Tabelle deine nächste Idee zu finden.",
    outliersHeading: "Die Top-Outlier von gestern in deiner Nische",
    nicheQuiet_one: "Kein Video des {{channels}} Kanals deiner Nische wurde gestern zum Outlier.",
    nicheQuiet_other: "Kein Video der {{channels}} Kanäle deiner Nische wurde gestern zum Outlier.",
    views: "{{views}} Aufrufe",
    vph: "{{vph}} VPH",
    vphNow: "jetzt {{vph}} VPH",
    outlier: "Outlier {{score}}",
    noNewViews: "keine neuen Aufrufe ({{views}} insgesamt)",
    viewsGained: "+{{gained}} Aufrufe ({{views}} insgesamt)",
    newOutlier: "NEUER OUTLIER",
    savedHeading: "Deine gespeicherten Videos",
    more: "Und {{more}} weitere in deinen gespeicherten Videos.",
    analysesHeading: "Deine Analysen heute",
    planLine: "Dein {{plan}}-Plan enthält heute: {{allowances}}.",
    commentAnalyses: "Kommentaranalysen: {{n}}",
    channelAnalyses: "Kanalanalysen: {{n}}",
    resultAnalyses: "Suchergebnis-Analysen: {{n}}",
    transcriptDownloads: "Transkript-Downloads: {{n}}",
    unlimitedCommentAnalyses: "unbegrenzt Kommentaranalysen",
    unlimitedChannelAnalyses: "unbegrenzt Kanalanalysen",
    unlimitedResultAnalyses: "unbegrenzt Suchergebnis-Analysen",
    unlimitedTranscriptDownloads: "unbegrenzt Transkript-Downloads",
    seePlans: "Pläne mit mehr Analysen ansehen",
    ctaSaved: "Gespeicherte Videos öffnen",
    ctaOutliers: "Outlier-Tabelle entdecken",
    outliersTable: "Outlier-Tabelle",
    footerReason:
      "Du bekommst diese E-Mail, weil der tägliche Überblick per E-Mail in deinem VidInsight-Konto ({{email}}) eingeschaltet ist.",
    unsubscribe: "Abbestellen",
    notificationSettings: "Benachrichtigungseinstellungen",
  },
  manifest: {
    description: "Outlier-Scores, Aufrufe pro Stunde und Tags für jedes YouTube-Video.",
  },
  extension: extensionDe,
  format: formatDe,
  api: apiDe,
};
