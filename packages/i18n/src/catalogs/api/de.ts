import type { ApiCatalog } from "./en.ts";

export const apiDe: ApiCatalog = {
  breakout: {
    subjectOne: "Startet durch: {{title}} ({{multiple}})",
    subjectMany: "{{count}} Videos starten auf Kanälen durch, denen du folgst",
    introOne:
      "Ein neues Video auf einem Kanal, dem du folgst, liegt weit vor dem üblichen Start dieses Kanals.",
    introMany: "Neue Videos auf Kanälen, denen du folgst, liegen weit vor dem üblichen Start ihrer Kanäle.",
    detail: "{{channel}} · {{multiple}} der üblichen Aufrufe des Kanals in diesem Alter · {{views}} Aufrufe",
    aVideo: "Ein Video",
    aChannel: "Ein Kanal, dem du folgst",
    cta: "Beobachtungsliste öffnen",
    footer:
      "Du bekommst diese E-Mail, weil Durchstarter-E-Mails für deine Beobachtungsliste aktiv sind ({{email}}).",
    turnOff: "Durchstarter-E-Mails abschalten",
  },
  dynamic: {
    rateLimited_one: "Zu viele Anfragen: Bitte warte {{count}} Sekunde und versuche es erneut",
    rateLimited_other: "Zu viele Anfragen: Bitte warte {{count}} Sekunden und versuche es erneut",
    upgrade: "Upgrade für mehr: {{url}}",
    watchlistFull:
      "Du folgst {{limit}} Kanälen, dem Maximum des {{plan}}-Plans. Entferne einen, um einem anderen zu folgen.",
    watchlistFullUpgrade:
      "Du folgst {{limit}} Kanälen, dem Maximum des {{plan}}-Plans. Entferne einen oder mach ein Upgrade, um mehr zu folgen.",
  },
  errors: {
    noUserSignInAgain: "Noch kein Benutzerkonto: Bitte melde dich erneut an.",
    noUserWebsite: "Noch kein Benutzerkonto: Melde dich zuerst auf der Website an.",
    deleted: "Kein Benutzerkonto: Das Konto wurde gelöscht.",
    internal: "Interner Serverfehler",
    removedFromWatchlist: "Dieser Kanal wurde inzwischen von deiner Beobachtungsliste entfernt.",
    noChannelVideos: "Wir haben die Videos dieses Kanals noch nicht.",
    videoNotFound: "Wir konnten dieses Video auf YouTube nicht finden.",
    channelNotLinked: "Dieser YouTube-Kanal ist nicht mit deinem Konto verknüpft.",
    channelLinkedElsewhere: "Dieser YouTube-Kanal ist bereits mit einem anderen VidInsight-Konto verknüpft.",
    authAnotherUser: "Diese Autorisierung wurde von einem anderen Benutzer gestartet.",
    authUsed: "Diese Autorisierung wurde schon verwendet. Beginne erneut unter Verknüpfte Konten.",
    authUnknown: "Diese Autorisierung ist unbekannt. Beginne erneut unter Verknüpfte Konten.",
    authExpired: "Diese Autorisierung ist abgelaufen. Beginne erneut unter Verknüpfte Konten.",
    channelInput: "Gib eine Kanal-ID (UC...), ein @Handle oder eine youtube.com-Kanal-URL ein",
    adminRequired: "Administratorrechte erforderlich",
    noSuchAnalysis: "Diese Analyse gibt es nicht.",
    invalidToken: "Ungültiges oder abgelaufenes ID-Token",
    youtubeUnreachable: "YouTube ist von diesem Server aus gerade nicht erreichbar.",
    analysisFailed: "Die Analyse dieses Kanals ist gerade fehlgeschlagen; versuche es erneut.",
    youtubeSpent:
      "Das heutige YouTube-Kontingent dieses Dienstes ist aufgebraucht; versuche es morgen erneut.",
    youtubeNoAnswer: "YouTube hat nicht geantwortet; versuche es gleich noch einmal.",
    youtubeCheck:
      "YouTube ist gerade nicht erreichbar, um dieses Video zu prüfen; bitte versuche es in ein paar Minuten erneut",
    lookupsSpent:
      "Du hast das heutige Kontingent an neuen YouTube-Abfragen deines Plans aufgebraucht; bereits bekannte Videos kannst du weiter speichern, und das Kontingent wird um Mitternacht pazifischer Zeit zurückgesetzt",
  },
};
