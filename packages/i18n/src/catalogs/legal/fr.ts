import type { LegalCatalog } from "./en.ts";

// French ("vous"), in the style of French conditions générales and politiques de confidentialité.
export const legalFr: LegalCatalog = {
  lastUpdated: "Dernière mise à jour : {{date}}",
  onThisPage: "Sur cette page",
  sections: "Rubriques",
  governs:
    "Cette traduction est fournie à titre indicatif. En cas de divergence entre la présente traduction et la version anglaise, seule la version anglaise fait foi. <english>Lire la version anglaise</english>",
  privacy: {
    title: "Politique de confidentialité",
    intro:
      "Votre vie privée compte pour nous. Voici précisément quelles données VidInsight collecte et pour quelles raisons.",
    introductionTitle: "Préambule",
    introduction:
      "La présente politique décrit les informations que VidInsight collecte par l'intermédiaire de son site web et de son extension pour les navigateurs Chrome et Safari, l'usage que nous en faisons, les destinataires avec lesquels nous les partageons et les choix dont vous disposez. Nous ne collectons que ce qui est nécessaire au fonctionnement du produit et nous ne vendons aucune donnée personnelle.",
    collectedTitle: "Informations que nous collectons",
    accountInfo:
      "<b>Données du compte.</b> Votre adresse e-mail, que notre prestataire de connexion (Firebase Authentication, de Google) utilise pour vous envoyer des liens de connexion ou vous connecter avec Google ; le nom que vous ajoutez à votre profil ; votre fuseau horaire ; et vos paramètres, comme l'e-mail de récapitulatif quotidien.",
    youtubeData:
      "<b>Données YouTube que vous autorisez.</b> Lorsque vous connectez une chaîne via la fenêtre d'autorisation de Google, nous obtenons un accès en lecture seule à l'identifiant, au titre et à la miniature de votre chaîne ainsi qu'à la liste des chaînes auxquelles vous êtes abonné, de même qu'aux jetons d'accès nécessaires pour les lire. Nous ne publions jamais rien sur votre chaîne et ne la modifions jamais.",
    paymentInfo:
      "<b>Données de paiement.</b> Les paiements sont traités par Stripe. Nous recevons votre formule, le statut de votre abonnement et ses dates de facturation. Les données de votre carte sont transmises directement à Stripe ; nous ne les voyons ni ne les conservons jamais.",
    extension:
      "<b>Ce que l'extension conserve et transmet.</b> Sur votre appareil, l'extension conserve vos jetons de connexion, les identifiants des vidéos que vous avez enregistrées et vos chaînes connectées, afin d'afficher votre compte pendant que vous naviguez sur YouTube. Pour afficher des statistiques, elle lit les données publiques des pages YouTube que vous ouvrez (identifiants des vidéos, nombre de vues, tags, etc.) et transmet des identifiants de vidéos et de chaînes à nos serveurs pour obtenir le score outlier et les vues par heure. Elle n'enregistre pas votre historique de navigation et ne fonctionne sur aucun autre site que YouTube et le présent site.",
    savedVideos:
      "<b>Vidéos enregistrées.</b> Les vidéos que vous enregistrez, afin que vous les retrouviez à votre prochaine connexion, sur le site et dans l'extension.",
    website:
      "<b>Sur ce site.</b> Le stockage local de votre navigateur conserve une copie des données de votre compte pour accélérer le chargement et, pendant la connexion, l'adresse e-mail que vous avez saisie. Si vous postulez au programme d'affiliation, nous conservons les informations que vous nous transmettez. Si vous ouvrez le chat d'assistance, le prestataire du chat traite les messages que vous envoyez.",
    useTitle: "Utilisation de vos informations",
    useSignIn:
      "Vous connecter et synchroniser votre compte, vos vidéos enregistrées et vos paramètres entre le site et l'extension.",
    useStatistics:
      "Calculer les statistiques affichées par le produit, comme le score outlier et les vues par heure.",
    useSubscription: "Gérer votre abonnement et appliquer les limites de votre formule.",
    useEmail:
      "Vous envoyer l'e-mail de récapitulatif quotidien s'il est activé, ainsi que des messages de service concernant votre compte.",
    useSupport:
      "Répondre aux demandes d'assistance et aux candidatures au programme d'affiliation, et assurer la sécurité du service.",
    sharingTitle: "Partage des informations",
    sharingIntro:
      "Nous ne partageons des informations qu'avec les prestataires qui exploitent certaines parties du service pour notre compte, et uniquement celles dont ils ont besoin :",
    sharingGoogle:
      "Google : Firebase Authentication pour la connexion, et les services d'API YouTube pour les données YouTube.",
    sharingStripe: "Stripe, pour les paiements et la facturation.",
    sharingHosting: "Nos prestataires d'hébergement, de base de données et d'envoi d'e-mails.",
    sharingChat: "Le prestataire du chat en direct, pour les messages envoyés via le chat d'assistance.",
    sharingLaw:
      "Nous pouvons également communiquer des informations lorsque la loi l'exige. Nous ne vendons pas vos informations et ne les utilisons pas à des fins publicitaires.",
    securityTitle: "Sécurité des données",
    security:
      "Toutes les communications passent par HTTPS. La connexion se fait sans mot de passe : nous n'avons donc aucun mot de passe vous appartenant à conserver. L'accès à votre chaîne YouTube n'est conservé que sur nos serveurs, et les statistiques YouTube que nous stockons sont actualisées ou supprimées dans un délai de 30 jours, conformément aux règles de YouTube. Aucun système n'est parfaitement sûr, mais nous nous attachons à protéger vos informations et vous informerons de toute violation de données vous concernant, dans les conditions prévues par la loi.",
    rightsTitle: "Vos droits",
    rightsEdit: "Consulter et modifier votre profil et vos paramètres sur la page de votre compte.",
    rightsDelete:
      "Supprimer à tout moment votre compte et ses données depuis les paramètres de votre compte.",
    rightsDisconnect:
      "Déconnecter une chaîne YouTube sur la page de votre compte, ou révoquer l'accès de VidInsight dans les <settings>paramètres de sécurité de votre compte Google</settings>.",
    rightsRecap: "Désactiver l'e-mail de récapitulatif quotidien dans vos paramètres de notification.",
    rightsCopy:
      "Nous demander par e-mail une copie de vos données, ou toute autre demande relative à votre vie privée.",
    rightsGoogle:
      "Comme nous utilisons les services d'API YouTube, les <google>Règles de confidentialité de Google</google> s'appliquent également aux données YouTube. Contactez-nous à l'adresse <email>{{email}}</email>.",
    changesTitle: "Modifications de la présente politique",
    changes:
      "Nous mettrons à jour la présente politique lorsque le produit modifiera les informations qu'il collecte ou l'usage qu'il en fait. La date figurant en haut de la page indique la version en vigueur, et nous vous informerons par e-mail de toute modification importante avant son entrée en vigueur.",
  },
  terms: {
    title: "Conditions d'utilisation",
    intro:
      "Les présentes conditions fixent les règles d'utilisation de l'extension de navigateur et du site de VidInsight.",
    acceptanceTitle: "Acceptation des conditions",
    acceptance:
      "En installant l'extension de navigateur VidInsight, en créant un compte ou en utilisant le présent site (ensemble, le « Service »), vous acceptez les présentes Conditions d'utilisation. Si vous ne les acceptez pas, veuillez ne pas utiliser le Service.",
    youtube:
      "VidInsight utilise les services d'API YouTube. En utilisant le Service, vous acceptez également d'être lié par les <youtube>Conditions d'utilisation de YouTube</youtube>. VidInsight n'est ni affilié à YouTube ou à Google, ni approuvé ou parrainé par eux.",
    modificationTitle: "Modification du Service",
    modification:
      "Nous améliorons VidInsight en permanence : les fonctionnalités, les limites et les formules peuvent donc évoluer, et des parties du Service peuvent être ajoutées, modifiées ou supprimées. Lorsqu'une modification réduit de manière substantielle le contenu d'une formule payante, nous en informons les abonnés par e-mail avant son entrée en vigueur.",
    updates:
      "Nous pouvons mettre à jour les présentes Conditions de temps à autre. La date figurant en haut de la page indique la version en vigueur ; en continuant d'utiliser le Service après une mise à jour, vous acceptez les Conditions mises à jour.",
    privacyTitle: "Politique de confidentialité",
    privacy:
      "Notre <privacy>Politique de confidentialité</privacy> explique ce que nous collectons (comme votre adresse e-mail, les données de chaîne YouTube que vous autorisez et le statut de votre abonnement), pourquoi nous le collectons et les choix dont vous disposez. Elle fait partie intégrante des présentes Conditions.",
    accountTitle: "Compte utilisateur",
    account:
      "Vous vous connectez au moyen d'un lien envoyé à votre adresse e-mail ou avec votre compte Google. Il vous appartient de sécuriser l'accès à cette messagerie, et vous êtes responsable de toute action effectuée au moyen de votre compte VidInsight. Prévenez-nous immédiatement si vous pensez qu'une autre personne y a accès.",
    age: "Vous devez avoir au moins 13 ans (ou l'âge minimum applicable dans votre pays) pour utiliser le Service.",
    billing:
      "Les formules payantes sont facturées chaque mois via Stripe jusqu'à leur résiliation. Vous pouvez résilier à tout moment ; l'accès est maintenu jusqu'à la fin de la période de facturation. Les formules payantes bénéficient d'une garantie « satisfait ou remboursé » de 14 jours.",
    misuse:
      "N'utilisez pas le Service de manière abusive : pas d'extraction automatisée de données depuis notre API, pas de revente d'accès, ni de tentative de contourner les limites des formules ou les mesures de sécurité. Nous pouvons suspendre les comptes concernés.",
    deletion: "Vous pouvez supprimer votre compte à tout moment depuis les paramètres de votre compte.",
    liabilityTitle: "Limitation de responsabilité",
    asIs: "Le Service est fourni « en l'état » et « selon sa disponibilité ». Les chiffres tels que le score outlier et les vues par heure sont des estimations établies à partir de données publiques de YouTube et peuvent être retardés, incomplets ou inexacts ; ce sont des aides à la recherche, et non des garanties quant aux performances d'une vidéo.",
    liability:
      "Dans toute la mesure permise par la loi, VidInsight ne saurait être tenu responsable des dommages indirects, accessoires, spéciaux, consécutifs ou punitifs, ni des pertes de bénéfices, de chiffre d'affaires ou de données, résultant de votre utilisation du Service. Notre responsabilité totale, pour toute réclamation, est limitée au montant que vous nous avez versé au cours des douze mois précédant la réclamation.",
    lawTitle: "Droit applicable",
    law: "Les présentes Conditions sont régies par le droit des États-Unis d'Amérique et de l'État dans lequel VidInsight est immatriculé, sans égard aux règles de conflit de lois. Une question sur ces Conditions ? Écrivez à <email>{{email}}</email>.",
  },
};
