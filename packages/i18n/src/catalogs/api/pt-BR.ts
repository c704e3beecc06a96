import type { ApiCatalog } from "./en.ts";

export const apiPtBR: ApiCatalog = {
  breakout: {
    subjectOne: "Decolando: {{title}} ({{multiple}})",
    subjectMany: "{{count}} vídeos estão decolando em canais que você acompanha",
    introOne:
      "Um vídeo novo de um canal que você acompanha está muito à frente do início habitual desse canal.",
    introMany:
      "Vídeos novos de canais que você acompanha estão muito à frente do início habitual dos seus canais.",
    detail:
      "{{channel}} · {{multiple}} as visualizações habituais do canal nesta idade · {{views}} visualizações",
    aVideo: "Um vídeo",
    aChannel: "Um canal que você acompanha",
    cta: "Abrir sua lista de acompanhamento",
    footer:
      "Você recebe este e-mail porque os alertas de decolagem estão ativados para sua lista de acompanhamento ({{email}}).",
    turnOff: "Desativar os e-mails de decolagem",
  },
  dynamic: {
    rateLimited_one: "Solicitações demais: aguarde {{count}} segundo e tente de novo",
    rateLimited_other: "Solicitações demais: aguarde {{count}} segundos e tente de novo",
    upgrade: "Faça upgrade para ter mais: {{url}}",
    watchlistFull:
      "Você acompanha {{limit}} canais, o máximo do plano {{plan}}. Remova um para acompanhar outro.",
    watchlistFullUpgrade:
      "Você acompanha {{limit}} canais, o máximo do plano {{plan}}. Remova um ou faça upgrade para acompanhar mais.",
  },
  errors: {
    noUserSignInAgain: "Ainda não há cadastro de usuário: entre novamente.",
    noUserWebsite: "Ainda não há cadastro de usuário: entre primeiro no site.",
    deleted: "Não há cadastro de usuário: a conta foi excluída.",
    internal: "Erro interno do servidor",
    removedFromWatchlist: "Este canal foi removido da sua lista de acompanhamento nesse meio-tempo.",
    noChannelVideos: "Ainda não temos os vídeos deste canal.",
    videoNotFound: "Não encontramos este vídeo no YouTube.",
    channelNotLinked: "Este canal do YouTube não está vinculado à sua conta.",
    channelLinkedElsewhere: "Este canal do YouTube já está vinculado a outra conta do VidInsight.",
    authAnotherUser: "Esta autorização foi iniciada por outro usuário.",
    authUsed: "Esta autorização já foi usada. Comece de novo em Contas conectadas.",
    authUnknown: "Esta autorização é desconhecida. Comece de novo em Contas conectadas.",
    authExpired: "Esta autorização expirou. Comece de novo em Contas conectadas.",
    channelInput: "Informe um ID de canal (UC...), um @identificador ou uma URL de canal do youtube.com",
    adminRequired: "Acesso de administrador necessário",
    noSuchAnalysis: "Essa análise não existe.",
    invalidToken: "Token de ID inválido ou expirado",
    youtubeUnreachable: "Não é possível acessar o YouTube a partir deste servidor agora.",
    analysisFailed: "A análise deste canal acabou de falhar; tente de novo.",
    youtubeSpent: "A cota de hoje do YouTube deste serviço acabou; tente de novo amanhã.",
    youtubeNoAnswer: "O YouTube não respondeu; tente de novo em instantes.",
    youtubeCheck:
      "Não é possível acessar o YouTube para verificar este vídeo agora; tente de novo em alguns minutos",
    lookupsSpent:
      "Você usou a cota de hoje de novas consultas ao YouTube do seu plano; salvar vídeos já conhecidos continua funcionando, e a cota reinicia à meia-noite do horário do Pacífico",
  },
};
