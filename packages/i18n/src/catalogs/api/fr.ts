import type { ApiCatalog } from "./en.ts";

export const apiFr: ApiCatalog = {
  breakout: {
    subjectOne: "En plein décollage : {{title}} ({{multiple}})",
    subjectMany: "{{count}} vidéos décollent sur des chaînes que vous suivez",
    introOne:
      "Une nouvelle vidéo d'une chaîne que vous suivez devance largement le démarrage habituel de cette chaîne.",
    introMany:
      "De nouvelles vidéos de chaînes que vous suivez devancent largement le démarrage habituel de leur chaîne.",
    detail: "{{channel}} · {{multiple}} les vues habituelles de la chaîne à cet âge · {{views}} vues",
    aVideo: "Une vidéo",
    aChannel: "Une chaîne que vous suivez",
    cta: "Ouvrir votre liste de suivi",
    footer:
      "Vous recevez cet e-mail car les alertes de décollage sont activées pour votre liste de suivi ({{email}}).",
    turnOff: "Désactiver les e-mails de décollage",
  },
  dynamic: {
    rateLimited_one: "Trop de requêtes : veuillez patienter {{count}} seconde puis réessayer",
    rateLimited_other: "Trop de requêtes : veuillez patienter {{count}} secondes puis réessayer",
    upgrade: "Passez à l'offre supérieure pour en avoir plus : {{url}}",
    watchlistFull:
      "Vous suivez {{limit}} chaînes, le maximum de l'offre {{plan}}. Retirez-en une pour en suivre une autre.",
    watchlistFullUpgrade:
      "Vous suivez {{limit}} chaînes, le maximum de l'offre {{plan}}. Retirez-en une, ou passez à l'offre supérieure pour en suivre plus.",
  },
  errors: {
    noUserSignInAgain: "Pas encore de compte utilisateur : reconnectez-vous.",
    noUserWebsite: "Pas encore de compte utilisateur : connectez-vous d'abord sur le site.",
    deleted: "Aucun compte utilisateur : le compte a été supprimé.",
    internal: "Erreur interne du serveur",
    removedFromWatchlist: "Cette chaîne a été retirée de votre liste de suivi entre-temps.",
    noChannelVideos: "Nous n'avons pas encore les vidéos de cette chaîne.",
    videoNotFound: "Nous n'avons pas trouvé cette vidéo sur YouTube.",
    channelNotLinked: "Cette chaîne YouTube n'est pas associée à votre compte.",
    channelLinkedElsewhere: "Cette chaîne YouTube est déjà associée à un autre compte VidInsight.",
    authAnotherUser: "Cette autorisation a été lancée par un autre utilisateur.",
    authUsed: "Cette autorisation a déjà été utilisée. Recommencez depuis Comptes connectés.",
    authUnknown: "Cette autorisation est inconnue. Recommencez depuis Comptes connectés.",
    authExpired: "Cette autorisation a expiré. Recommencez depuis Comptes connectés.",
    channelInput: "Saisissez un ID de chaîne (UC...), un @identifiant ou l'URL d'une chaîne youtube.com",
    adminRequired: "Accès administrateur requis",
    noSuchAnalysis: "Cette analyse n'existe pas.",
    invalidToken: "Jeton d'identification invalide ou expiré",
    youtubeUnreachable: "YouTube est injoignable depuis ce serveur pour le moment.",
    analysisFailed: "L'analyse de cette chaîne vient d'échouer ; réessayez.",
    youtubeSpent: "Le quota YouTube du jour de ce service est épuisé ; réessayez demain.",
    youtubeNoAnswer: "YouTube n'a pas répondu ; réessayez dans un instant.",
    youtubeCheck: "YouTube est injoignable pour vérifier cette vidéo ; réessayez dans quelques minutes",
    lookupsSpent:
      "Vous avez utilisé le quota du jour de nouvelles recherches YouTube de votre offre ; enregistrer des vidéos déjà connues fonctionne toujours, et le quota se réinitialise à minuit, heure du Pacifique",
  },
};
