import type { ApiCatalog } from "./en.ts";

export const apiEs: ApiCatalog = {
  breakout: {
    subjectOne: "Despegando: {{title}} ({{multiple}})",
    subjectMany: "{{count}} videos están despegando en canales que sigues",
    introOne: "Un video nuevo de un canal que sigues va muy por delante del arranque habitual de ese canal.",
    introMany:
      "Videos nuevos de canales que sigues van muy por delante del arranque habitual de sus canales.",
    detail:
      "{{channel}} · {{multiple}} las visualizaciones habituales del canal a esta edad · {{views}} visualizaciones",
    aVideo: "Un video",
    aChannel: "Un canal que sigues",
    cta: "Abrir tu lista de seguimiento",
    footer:
      "Recibes este correo porque los avisos de despegue están activados para tu lista de seguimiento ({{email}}).",
    turnOff: "Desactivar los correos de despegue",
  },
  dynamic: {
    rateLimited_one: "Demasiadas solicitudes: espera {{count}} segundo y vuelve a intentarlo",
    rateLimited_other: "Demasiadas solicitudes: espera {{count}} segundos y vuelve a intentarlo",
    upgrade: "Mejora tu plan para tener más: {{url}}",
    watchlistFull: "Sigues {{limit}} canales, el máximo del plan {{plan}}. Quita uno para seguir otro.",
    watchlistFullUpgrade:
      "Sigues {{limit}} canales, el máximo del plan {{plan}}. Quita uno o mejora tu plan para seguir más.",
  },
  errors: {
    noUserSignInAgain: "Aún no hay registro de usuario: vuelve a iniciar sesión.",
    noUserWebsite: "Aún no hay registro de usuario: primero inicia sesión en el sitio web.",
    deleted: "No hay registro de usuario: la cuenta se eliminó.",
    internal: "Error interno del servidor",
    removedFromWatchlist: "Este canal se quitó de tu lista de seguimiento mientras tanto.",
    noChannelVideos: "Aún no tenemos los videos de este canal.",
    videoNotFound: "No encontramos este video en YouTube.",
    channelNotLinked: "Este canal de YouTube no está vinculado a tu cuenta.",
    channelLinkedElsewhere: "Este canal de YouTube ya está vinculado a otra cuenta de VidInsight.",
    authAnotherUser: "Esta autorización la inició otro usuario.",
    authUsed: "Esta autorización ya se usó. Empieza de nuevo desde Cuentas conectadas.",
    authUnknown: "Esta autorización es desconocida. Empieza de nuevo desde Cuentas conectadas.",
    authExpired: "Esta autorización caducó. Empieza de nuevo desde Cuentas conectadas.",
    channelInput: "Escribe un ID de canal (UC...), un @identificador o una URL de canal de youtube.com",
    adminRequired: "Se requiere acceso de administrador",
    noSuchAnalysis: "Ese análisis no existe.",
    invalidToken: "Token de ID no válido o caducado",
    youtubeUnreachable: "No se puede acceder a YouTube desde este servidor en este momento.",
    analysisFailed: "El análisis de este canal acaba de fallar; vuelve a intentarlo.",
    youtubeSpent: "La cuota de YouTube de hoy de este servicio se agotó; vuelve a intentarlo mañana.",
    youtubeNoAnswer: "YouTube no respondió; vuelve a intentarlo en un momento.",
    youtubeCheck:
      "No se puede acceder a YouTube para comprobar este video ahora; vuelve a intentarlo en unos minutos",
    lookupsSpent:
      "Usaste la cuota de hoy de consultas nuevas a YouTube de tu plan; guardar videos ya conocidos sigue funcionando, y la cuota se restablece a medianoche, hora del Pacífico",
  },
};
