import { accountPtBR } from "./account/pt-BR.ts";
import { apiPtBR } from "./api/pt-BR.ts";
import type { Catalog } from "./en.ts";
import { extensionPtBR } from "./extension/pt-BR.ts";
import { formatPtBR } from "./format/pt-BR.ts";
import { legalPtBR } from "./legal/pt-BR.ts";
import { researchPtBR } from "./research/pt-BR.ts";
import { titlesPtBR } from "./titles/pt-BR.ts";

// Portuguese (Brazil). Terms: "pontuação outlier", "visualizações por hora" (VPH), "tags", "vídeos salvos".
export const ptBR: Catalog = {
  account: accountPtBR,
  research: researchPtBR,
  legal: legalPtBR,
  titles: titlesPtBR,
  language: {
    label: "Idioma",
    hint: "Usado no site, na extensão e nos e-mails.",
    saveFailed: "Não conseguimos salvar seu idioma. Por enquanto, ele vale só neste navegador.",
  },
  nav: {
    skip: "Pular para o conteúdo",
    loading: "Carregando...",
    main: "Principal",
    pricing: "Preços",
    login: "Entrar",
    menu: "Menu",
    closeMenu: "Fechar menu",
  },
  footer: {
    label: "Rodapé",
    brandLine: "— ferramentas de pesquisa para criadores do YouTube.",
    faq: "Perguntas frequentes",
    affiliates: "Afiliados",
    developers: "Desenvolvedores",
    terms: "Termos de Serviço",
    privacy: "Política de Privacidade",
    copyright: "© {{year}} VidInsight. Todos os direitos reservados. Sem vínculo com o YouTube ou o Google.",
  },
  store: {
    chrome: "Adicionar ao Chrome",
    chromeHint: " (abre a Chrome Web Store em uma nova aba)",
    safari: "Adicionar ao Safari",
    safariHint: " (abre a App Store em uma nova aba)",
  },
  landing: {
    title: "VidInsight — Pesquise como nunca",
    badge: "Extensão de navegador para criadores do YouTube",
    hero: "Pesquise como nunca",
    intro:
      "O VidInsight mostra a pontuação outlier, as visualizações por hora e as tags ocultas de cada vídeo do YouTube que você vê, para você saber o que funciona antes de gravar.",
    pricingLine:
      "Grátis com uma conta. Planos pagos a partir de {{price}}/mês, com garantia de reembolso de 14 dias.",
    everywhereEyebrow: "Em cada miniatura",
    everywhereTitle: "Mais dados dos vídeos... em todo lugar",
    everywhereBody:
      "A pontuação outlier e as visualizações por hora aparecem nas próprias miniaturas: no início, na busca, nas páginas de canal e nas recomendações.",
    everywhereBullet1: "Identifique num relance o vídeo que está superando a média do canal.",
    everywhereBullet2: "Funciona com vídeos longos e Shorts, cada um comparado com os do seu tipo.",
    everywhereBullet3: "Sem trocar de aba e sem colar links em outra ferramenta.",
    featuresEyebrow: "Recursos",
    featuresTitle: "Recursos poderosos para criadores",
    featuresBody:
      "Tudo o que você precisa para encontrar ideias, conferir com números reais e guardar as melhores.",
    trendTitle: "Análise de tendências",
    trendBody:
      "As visualizações por hora e o ritmo recente mostram quais vídeos estão decolando agora, antes do pico da tendência.",
    researchTitle: "Pesquisa de conteúdo",
    researchBody:
      "Filtre vídeos outlier por inscritos, visualizações e pontuação outlier para achar ideias já comprovadas no seu nicho.",
    metricsTitle: "Métricas de desempenho",
    metricsBody:
      "Cada pontuação outlier compara um vídeo com os envios recentes do próprio canal, para você ver o que realmente se destacou.",
    saveTitle: "Salvar para depois",
    saveBody:
      "Salve vídeos do YouTube com um clique e volte a eles com as estatísticas, na ordem que preferir.",
    tagsEyebrow: "Tags",
    tagsTitle: "Copie tags rapidinho",
    tagsBody:
      "Veja as tags de qualquer vídeo e copie todas com um clique, prontas para adaptar ao seu próprio envio.",
    tagsBullet1: "As tags são lidas do próprio vídeo, mesmo que o YouTube as esconda.",
    tagsBullet2: "Copiar tags coloca todas na sua área de transferência, separadas por vírgulas.",
    tagsOn: "Tags de",
    clipboard: "Na sua área de transferência:",
    insightsEyebrow: "Insights",
    insightsTitle: "Insights profundos sobre cada vídeo",
    insightsBody:
      "Cada vídeo recebe uma pontuação outlier em relação ao próprio canal e as visualizações por hora. Na página Outliers, pesquise em tudo o que o VidInsight guardou os vídeos que superaram o canal.",
    insightsBullet1:
      "Pontuação outlier: as visualizações de um vídeo divididas pela mediana dos últimos 30 vídeos do mesmo formato do canal, cada um com pelo menos uma semana.",
    insightsBullet2: "Visualizações por hora totais e recentes, a partir de registros guardados.",
    insightsBullet3:
      "Filtre por inscritos, visualizações, pontuação outlier, palavra-chave, formato e data; exporte em CSV.",
    outliersFrame: "VidInsight · Outliers",
    ctaTitle: "Encontre hoje a sua próxima ideia de vídeo vencedora",
    ctaBody: "Instale o VidInsight de graça e veja os números por trás de cada vídeo do YouTube.",
    heroAlt:
      'O painel do VidInsight abaixo de um vídeo do YouTube, "{{title}}": pontuação outlier {{score}}, {{vph}} visualizações por hora, {{views}} visualizações, {{subscribers}} inscritos, um botão Salvar e as tags do vídeo com um botão Copiar tags',
    homeAltScores:
      "O início do YouTube com selos do VidInsight nas miniaturas: pontuações outlier como {{scores}} e visualizações por hora",
    homeAlt:
      "O início do YouTube com selos do VidInsight nas miniaturas: pontuações outlier e visualizações por hora",
    tagsAlt:
      "A parte Tags do painel do VidInsight: {{count}} tags ({{tags}}), com o botão Copiar tags mostrando Copiado",
    outliersAlt:
      "A página Outliers do VidInsight: filtros de inscritos, pontuação outlier, visualizações, palavra-chave, formato e data, e uma tabela de {{total}} vídeos ordenados por pontuação outlier",
    listAnd: " e ",
    comparePlans: "Comparar planos",
  },
  popup: {
    account: "Conta",
    loading: "Carregando...",
    signedInAs: "Conectado como",
    yourAccount: "sua conta",
    plan: "Plano",
    signInPrompt: "Entre para ver pontuações outlier e salvar vídeos.",
    signIn: "Entrar",
    settings: "Configurações",
    watchPanel: "Painel na página do vídeo",
    watchPanelHint: "VPH, tags e pontuação outlier abaixo do título do vídeo",
    badges: "Selos nas miniaturas",
    badgesHint: "Pontuação outlier e VPH nas miniaturas dos vídeos",
    breakoutCount: "Contador de decolagens",
    breakoutCountHint: "As novas decolagens dos canais que você segue, no ícone da barra",
    breakoutNotifications: "Avisos de decolagem",
    breakoutNotificationsHint: "Um aviso do navegador quando um vídeo de um canal que você segue decola",
    badgeScore: "Pontuação dos selos",
    badgeScoreHint: "Na mesma idade: comparado ao início habitual do canal, primeiros 30 dias",
    scoreLifetime: "Pontuação outlier",
    scoreAtAge: "Outlier na mesma idade",
    website: "Site",
    outliers: "Outliers",
    savedVideos: "Vídeos salvos",
    loadingUsage: "Carregando o uso de hoje...",
    usageUnavailable: "O uso de hoje não está disponível agora.",
    usageTitle: "Uso de hoje (zera às {{time}})",
    unlimited: "{{used}} (ilimitado)",
    kinds: {
      comments: "Análises de comentários",
      channel: "Análises de canal",
      results: "Análises de resultados",
      transcripts: "Downloads de transcrições",
    },
  },
  recap: {
    subject: "Seu resumo da manhã",
    subjectOutliers_one: "Seu resumo da manhã: {{count}} outlier no seu nicho",
    subjectOutliers_other: "Seu resumo da manhã: {{count}} outliers no seu nicho",
    subjectNewOutliers_one: "Seu resumo da manhã: 1 vídeo salvo agora é um outlier",
    subjectNewOutliers_other: "Seu resumo da manhã: {{count}} vídeos salvos agora são outliers",
    greeting: "Bom dia!",
    greetingName: "Bom dia, {{name}}!",
    introNews: "Veja o que mudou desde o seu último resumo.",
    introQuiet:
      "Uma noite tranquila: nenhum outlier novo no seu nicho e nenhuma mudança nos seus vídeos salvos. Um bom momento para achar sua próxima ideia na tabela de outliers.",
    outliersHeading: "Os principais outliers de ontem no seu nicho",
    nicheQuiet_one: "Nenhum vídeo do seu nicho ({{channels}} canal) virou outlier ontem.",
    nicheQuiet_other: "Nenhum vídeo dos {{channels}} canais do seu nicho virou outlier ontem.",
    views: "{{views}} visualizações",
    vph: "{{vph}} VPH",
    vphNow: "{{vph}} VPH agora",
    outlier: "outlier {{score}}",
    noNewViews: "nenhuma visualização nova ({{views}} no total)",
    viewsGained: "+{{gained}} visualizações ({{views}} no total)",
    newOutlier: "NOVO OUTLIER",
    savedHeading: "Seus vídeos salvos",
    more: "E mais {{more}} nos seus vídeos salvos.",
    analysesHeading: "Suas análises de hoje",
    planLine: "Seu plano {{plan}} inclui hoje: {{allowances}}.",
    commentAnalyses: "análises de comentários: {{n}}",
    channelAnalyses: "análises de canal: {{n}}",
    resultAnalyses: "análises de resultados: {{n}}",
    transcriptDownloads: "downloads de transcrições: {{n}}",
    unlimitedCommentAnalyses: "análises de comentários ilimitadas",
    unlimitedChannelAnalyses: "análises de canal ilimitadas",
    unlimitedResultAnalyses: "análises de resultados ilimitadas",
    unlimitedTranscriptDownloads: "downloads de transcrições ilimitados",
    seePlans: "Ver planos com mais análises",
    ctaSaved: "Abrir seus vídeos salvos",
    ctaOutliers: "Explorar a tabela de outliers",
    outliersTable: "Tabela de outliers",
    footerReason:
      "Você recebe este e-mail porque o resumo diário por e-mail está ativado na sua conta do VidInsight ({{email}}).",
    unsubscribe: "Cancelar inscrição",
    notificationSettings: "Configurações de notificações",
  },
  manifest: {
    description: "Pontuação outlier, visualizações por hora e tags em cada vídeo do YouTube.",
  },
  extension: extensionPtBR,
  format: formatPtBR,
  api: apiPtBR,
};
