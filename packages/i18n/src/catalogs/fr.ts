import { accountFr } from "./account/fr.ts";
import { apiFr } from "./api/fr.ts";
import type { Catalog } from "./en.ts";
import { extensionFr } from "./extension/fr.ts";
import { formatFr } from "./format/fr.ts";
import { legalFr } from "./legal/fr.ts";
import { researchFr } from "./research/fr.ts";
import { titlesFr } from "./titles/fr.ts";

// French. Terms: "score outlier", "vues par heure" (VPH), "tags", "vidéos enregistrées"; "vous".
export const fr: Catalog = {
  account: accountFr,
  research: researchFr,
  legal: legalFr,
  titles: titlesFr,
  language: {
    label: "Langue",
    hint: "Utilisée sur le site, dans l'extension et dans les e-mails.",
    saveFailed:
      "Nous n'avons pas pu enregistrer votre langue. Pour l'instant, elle ne s'applique que dans ce navigateur.",
  },
  nav: {
    skip: "Aller au contenu",
    loading: "Chargement...",
    main: "Principal",
    pricing: "Tarifs",
    login: "Connexion",
    menu: "Menu",
    closeMenu: "Fermer le menu",
  },
  footer: {
    label: "Pied de page",
    brandLine: "— des outils de recherche pour les créateurs YouTube.",
    faq: "FAQ",
    affiliates: "Affiliation",
    developers: "Développeurs",
    terms: "Conditions d'utilisation",
    privacy: "Politique de confidentialité",
    copyright: "© {{year}} VidInsight. Tous droits réservés. Sans lien avec YouTube ni Google.",
  },
  store: {
    chrome: "Ajouter à Chrome",
    chromeHint: " (ouvre le Chrome Web Store dans un nouvel onglet)",
    safari: "Ajouter à Safari",
    safariHint: " (ouvre l'App Store dans un nouvel onglet)",
  },
  landing: {
    title: "VidInsight — La recherche comme jamais",
    badge: "Extension de navigateur pour les créateurs YouTube",
    hero: "La recherche comme jamais",
    intro:
      "VidInsight affiche le score outlier, les vues par heure et les tags cachés de chaque vidéo YouTube que vous parcourez, pour voir ce qui marche avant de tourner.",
    pricingLine:
      "Gratuit avec un compte. Offres payantes dès {{price}}/mois, satisfait ou remboursé pendant 14 jours.",
    everywhereEyebrow: "Sur chaque miniature",
    everywhereTitle: "Plus d'infos sur les vidéos... partout",
    everywhereBody:
      "Les scores outlier et les vues par heure s'affichent directement sur les miniatures : sur l'accueil, dans la recherche, sur les chaînes et dans les recommandations.",
    everywhereBullet1: "Repérez d'un coup d'œil la vidéo qui bat la moyenne de sa chaîne.",
    everywhereBullet2:
      "Pour les vidéos longues comme pour les Shorts, chacune comparée à celles de son type.",
    everywhereBullet3: "Sans changer d'onglet ni coller de liens dans un autre outil.",
    featuresEyebrow: "Fonctionnalités",
    featuresTitle: "Des fonctionnalités puissantes pour les créateurs",
    featuresBody:
      "Tout ce qu'il faut pour trouver des idées, les confronter à de vrais chiffres et garder les meilleures.",
    trendTitle: "Analyse des tendances",
    trendBody:
      "Les vues par heure et la dynamique récente montrent quelles vidéos décollent en ce moment, avant le pic de la tendance.",
    researchTitle: "Recherche de contenu",
    researchBody:
      "Filtrez les vidéos outliers par abonnés, vues et score outlier pour trouver des idées qui ont déjà fait leurs preuves dans votre niche.",
    metricsTitle: "Indicateurs de performance",
    metricsBody:
      "Chaque score outlier compare une vidéo aux dernières mises en ligne de sa propre chaîne, pour voir ce qui a vraiment surperformé.",
    saveTitle: "Enregistrer pour plus tard",
    saveBody:
      "Enregistrez des vidéos depuis YouTube en un clic et retrouvez-les avec leurs statistiques, triées comme vous voulez.",
    tagsEyebrow: "Tags",
    tagsTitle: "Copiez les tags en un instant",
    tagsBody:
      "Voyez les tags de n'importe quelle vidéo et copiez-les en un clic, prêts à adapter pour votre propre mise en ligne.",
    tagsBullet1: "Les tags sont lus dans la vidéo elle-même, même si YouTube les masque.",
    tagsBullet2: "Copier les tags les place tous dans votre presse-papiers, séparés par des virgules.",
    tagsOn: "Tags de",
    clipboard: "Dans votre presse-papiers :",
    insightsEyebrow: "Analyses",
    insightsTitle: "Des analyses poussées sur chaque vidéo",
    insightsBody:
      "Chaque vidéo reçoit un score outlier par rapport à sa propre chaîne, et ses vues par heure. Sur la page Outliers, cherchez dans tout ce que VidInsight a enregistré les vidéos qui ont battu leur chaîne.",
    insightsBullet1:
      "Score outlier : les vues d'une vidéo divisées par la médiane des 30 dernières vidéos de même format de sa chaîne, chacune en ligne depuis au moins une semaine.",
    insightsBullet2: "Vues par heure depuis la mise en ligne et récentes, d'après des relevés enregistrés.",
    insightsBullet3: "Filtres par abonnés, vues, score outlier, mot-clé, format et date ; export en CSV.",
    outliersFrame: "VidInsight · Outliers",
    ctaTitle: "Trouvez dès aujourd'hui votre prochaine idée de vidéo gagnante",
    ctaBody: "Installez VidInsight gratuitement et voyez les chiffres derrière chaque vidéo YouTube.",
    heroAlt:
      "Le panneau VidInsight sous une vidéo YouTube, « {{title}} » : score outlier {{score}}, {{vph}} vues par heure, {{views}} vues, {{subscribers}} abonnés, un bouton Enregistrer et les tags de la vidéo avec un bouton Copier les tags",
    homeAltScores:
      "L'accueil de YouTube avec les badges VidInsight sur les miniatures : des scores outlier comme {{scores}} et les vues par heure",
    homeAlt:
      "L'accueil de YouTube avec les badges VidInsight sur les miniatures : scores outlier et vues par heure",
    tagsAlt:
      "La partie Tags du panneau VidInsight : {{count}} tags ({{tags}}), avec le bouton Copier les tags affichant Copié",
    outliersAlt:
      "La page Outliers de VidInsight : filtres par abonnés, score outlier, vues, mot-clé, format et date, et un tableau de {{total}} vidéos triées par score outlier",
    listAnd: " et ",
    comparePlans: "Comparer les offres",
  },
  popup: {
    account: "Compte",
    loading: "Chargement...",
    signedInAs: "Connecté en tant que",
    yourAccount: "votre compte",
    plan: "Offre",
    signInPrompt: "Connectez-vous pour voir les scores outlier et enregistrer des vidéos.",
    signIn: "Se connecter",
    settings: "Réglages",
    watchPanel: "Panneau sur la page vidéo",
    watchPanelHint: "VPH, tags et score outlier sous le titre de la vidéo",
    badges: "Badges sur les miniatures",
    badgesHint: "Score outlier et VPH sur les miniatures des vidéos",
    breakoutCount: "Compteur de percées",
    breakoutCountHint: "Les nouvelles percées des chaînes que vous suivez, sur l'icône de la barre",
    breakoutNotifications: "Notifications de percée",
    breakoutNotificationsHint: "Une notification du navigateur quand une vidéo d'une chaîne suivie décolle",
    badgeScore: "Score des badges",
    badgeScoreHint: "Au même âge : face au démarrage habituel de la chaîne, 30 premiers jours",
    scoreLifetime: "Score outlier",
    scoreAtAge: "Outlier au même âge",
    website: "Site web",
    outliers: "Outliers",
    savedVideos: "Vidéos enregistrées",
    loadingUsage: "Chargement de l'utilisation du jour...",
    usageUnavailable: "L'utilisation du jour n'est pas disponible pour le moment.",
    usageTitle: "Utilisation du jour (remise à zéro à {{time}})",
    unlimited: "{{used}} (illimité)",
    kinds: {
      comments: "Analyses de commentaires",
      channel: "Analyses de chaîne",
      results: "Analyses de résultats",
      transcripts: "Téléchargements de transcriptions",
    },
  },
  recap: {
    subject: "Votre récap du matin",
    subjectOutliers_one: "Votre récap du matin : {{count}} outlier dans votre niche",
    subjectOutliers_other: "Votre récap du matin : {{count}} outliers dans votre niche",
    subjectNewOutliers_one: "Votre récap du matin : 1 vidéo enregistrée est devenue un outlier",
    subjectNewOutliers_other:
      "Votre récap du matin : {{count}} vidéos enregistrées sont devenues des outliers",
    greeting: "Bonjour !",
    greetingName: "Bonjour {{name}} !",
    introNews: "Voici ce qui a bougé depuis votre dernier récap.",
    introQuiet:
      "Une nuit calme : aucun nouvel outlier dans votre niche et rien de neuf sur vos vidéos enregistrées. Un bon moment pour trouver votre prochaine idée dans le tableau des outliers.",
    outliersHeading: "Les meilleurs outliers d'hier dans votre niche",
    nicheQuiet_one: "Aucune vidéo de votre niche ({{channels}} chaîne) n'est devenue un outlier hier.",
    nicheQuiet_other: "Aucune vidéo des {{channels}} chaînes de votre niche n'est devenue un outlier hier.",
    views: "{{views}} vues",
    vph: "{{vph}} VPH",
    vphNow: "{{vph}} VPH maintenant",
    outlier: "outlier {{score}}",
    noNewViews: "aucune nouvelle vue ({{views}} au total)",
    viewsGained: "+{{gained}} vues ({{views}} au total)",
    newOutlier: "NOUVEL OUTLIER",
    savedHeading: "Vos vidéos enregistrées",
    more: "Et {{more}} de plus dans vos vidéos enregistrées.",
    analysesHeading: "Vos analyses du jour",
    planLine: "Votre offre {{plan}} comprend aujourd'hui : {{allowances}}.",
    commentAnalyses: "analyses de commentaires : {{n}}",
    channelAnalyses: "analyses de chaîne : {{n}}",
    resultAnalyses: "analyses de résultats : {{n}}",
    transcriptDownloads: "téléchargements de transcriptions : {{n}}",
    unlimitedCommentAnalyses: "analyses de commentaires illimitées",
    unlimitedChannelAnalyses: "analyses de chaîne illimitées",
    unlimitedResultAnalyses: "analyses de résultats illimitées",
    unlimitedTranscriptDownloads: "téléchargements de transcriptions illimités",
    seePlans: "Voir les offres avec plus d'analyses",
    ctaSaved: "Ouvrir vos vidéos enregistrées",
    ctaOutliers: "Explorer le tableau des outliers",
    outliersTable: "Tableau des outliers",
    footerReason:
      "Vous recevez cet e-mail parce que le récap quotidien par e-mail est activé sur votre compte VidInsight ({{email}}).",
    unsubscribe: "Se désabonner",
    notificationSettings: "Réglages des notifications",
  },
  manifest: {
    description: "Scores outlier, vues par heure et tags sur chaque vidéo YouTube.",
  },
  extension: extensionFr,
  format: formatFr,
  api: apiFr,
};
