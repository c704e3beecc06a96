import { accountEs } from "./account/es.ts";
import { apiEs } from "./api/es.ts";
import type { Catalog } from "./en.ts";
import { extensionEs } from "./extension/es.ts";
import { formatEs } from "./format/es.ts";
import { legalEs } from "./legal/es.ts";
import { researchEs } from "./research/es.ts";
import { titlesEs } from "./titles/es.ts";

// Spanish. Terms: "puntuación outlier", "visualizaciones por hora" (VPH), "etiquetas", "videos guardados".
export const es: Catalog = {
  account: accountEs,
  research: researchEs,
  legal: legalEs,
  titles: titlesEs,
  language: {
    label: "Idioma",
    hint: "Se usa en el sitio web, en la extensión y en los correos.",
    saveFailed: "No pudimos guardar tu idioma. Por ahora solo se aplica en este navegador.",
  },
  nav: {
    skip: "Ir al contenido",
    loading: "Cargando...",
    main: "Principal",
    pricing: "Precios",
    login: "Iniciar sesión",
    menu: "Menú",
    closeMenu: "Cerrar menú",
  },
  footer: {
    label: "Pie de página",
    brandLine: "— herramientas de investigación para creadores de YouTube.",
    faq: "Preguntas frecuentes",
    affiliates: "Afiliados",
    developers: "Desarrolladores",
    terms: "Términos del servicio",
    privacy: "Política de privacidad",
    copyright:
      "© {{year}} VidInsight. Todos los derechos reservados. Sin relación con YouTube ni con Google.",
  },
  store: {
    chrome: "Añadir a Chrome",
    chromeHint: " (abre Chrome Web Store en una pestaña nueva)",
    safari: "Añadir a Safari",
    safariHint: " (abre App Store en una pestaña nueva)",
  },
  landing: {
    title: "VidInsight — Investiga como nunca",
    badge: "Extensión de navegador para creadores de YouTube",
    hero: "Investiga como nunca",
    intro:
      "VidInsight muestra la puntuación outlier, las visualizaciones por hora y las etiquetas ocultas de cada video de YouTube que ves, para que sepas qué funciona antes de grabar.",
    pricingLine:
      "Gratis con una cuenta. Planes de pago desde {{price}} al mes, con garantía de reembolso de 14 días.",
    everywhereEyebrow: "En cada miniatura",
    everywhereTitle: "Más datos de cada video... en todas partes",
    everywhereBody:
      "La puntuación outlier y las visualizaciones por hora aparecen en las propias miniaturas: en la página de inicio, en la búsqueda, en los canales y en las recomendaciones.",
    everywhereBullet1: "Detecta de un vistazo el video que supera la media de su canal.",
    everywhereBullet2: "Funciona con videos largos y con Shorts, cada uno comparado con los de su tipo.",
    everywhereBullet3: "Sin cambiar de pestaña ni copiar enlaces en otra herramienta.",
    featuresEyebrow: "Funciones",
    featuresTitle: "Funciones potentes para creadores",
    featuresBody:
      "Todo lo que necesitas para encontrar ideas, contrastarlas con números reales y quedarte con las mejores.",
    trendTitle: "Análisis de tendencias",
    trendBody:
      "Las visualizaciones por hora y el impulso reciente muestran qué videos están despegando ahora, antes de que la tendencia llegue a su pico.",
    researchTitle: "Investigación de contenido",
    researchBody:
      "Filtra los videos outlier por suscriptores, visualizaciones y puntuación outlier para encontrar ideas ya probadas en tu nicho.",
    metricsTitle: "Métricas de rendimiento",
    metricsBody:
      "Cada puntuación outlier compara un video con las subidas recientes de su propio canal, para que veas qué rindió de verdad por encima de lo normal.",
    saveTitle: "Guardar para después",
    saveBody:
      "Guarda videos desde YouTube con un clic y vuelve a ellos con sus estadísticas, ordenados como prefieras.",
    tagsEyebrow: "Etiquetas",
    tagsTitle: "Copia etiquetas al instante",
    tagsBody:
      "Mira las etiquetas de cualquier video y cópialas con un clic, listas para adaptarlas a tu propia subida.",
    tagsBullet1: "Las etiquetas se leen del propio video, aunque YouTube las oculte.",
    tagsBullet2: "Copiar etiquetas las pone todas en tu portapapeles, separadas por comas.",
    tagsOn: "Etiquetas de",
    clipboard: "En tu portapapeles:",
    insightsEyebrow: "Datos",
    insightsTitle: "Datos a fondo de cada video",
    insightsBody:
      "Cada video recibe una puntuación outlier frente a su propio canal y sus visualizaciones por hora. En la página Outliers, busca en todo lo que VidInsight ha guardado los videos que superaron a su canal.",
    insightsBullet1:
      "Puntuación outlier: las visualizaciones de un video divididas por la mediana de los últimos 30 videos del mismo formato de su canal, cada uno con al menos una semana.",
    insightsBullet2: "Visualizaciones por hora totales y recientes, a partir de registros guardados.",
    insightsBullet3:
      "Filtra por suscriptores, visualizaciones, puntuación outlier, palabra clave, formato y fecha; exporta a CSV.",
    outliersFrame: "VidInsight · Outliers",
    ctaTitle: "Encuentra hoy tu próxima idea ganadora",
    ctaBody: "Instala VidInsight gratis y mira los números detrás de cada video de YouTube.",
    heroAlt:
      'El panel de VidInsight bajo un video de YouTube, "{{title}}": puntuación outlier {{score}}, {{vph}} visualizaciones por hora, {{views}} visualizaciones, {{subscribers}} suscriptores, un botón Guardar y las etiquetas del video con un botón Copiar etiquetas',
    homeAltScores:
      "La página de inicio de YouTube con insignias de VidInsight en las miniaturas: puntuaciones outlier como {{scores}} y visualizaciones por hora",
    homeAlt:
      "La página de inicio de YouTube con insignias de VidInsight en las miniaturas: puntuaciones outlier y visualizaciones por hora",
    tagsAlt:
      "La sección Etiquetas del panel de VidInsight: {{count}} etiquetas ({{tags}}), con el botón Copiar etiquetas mostrando Copiado",
    outliersAlt:
      "La página Outliers de VidInsight: filtros por suscriptores, puntuación outlier, visualizaciones, palabra clave, formato y fecha, y una tabla de {{total}} videos ordenados por puntuación outlier",
    listAnd: " y ",
    comparePlans: "Comparar planes",
  },
  popup: {
    account: "Cuenta",
    loading: "Cargando...",
    signedInAs: "Sesión iniciada como",
    yourAccount: "tu cuenta",
    plan: "Plan",
    signInPrompt: "Inicia sesión para ver puntuaciones outlier y guardar videos.",
    signIn: "Iniciar sesión",
    settings: "Ajustes",
    watchPanel: "Panel en la página del video",
    watchPanelHint: "VPH, etiquetas y puntuación outlier bajo el título del video",
    badges: "Insignias en miniaturas",
    badgesHint: "Puntuación outlier y VPH en las miniaturas de los videos",
    breakoutCount: "Contador de despegues",
    breakoutCountHint: "Los nuevos despegues de los canales que sigues, en el icono de la barra",
    breakoutNotifications: "Avisos de despegue",
    breakoutNotificationsHint: "Un aviso del navegador cuando un video de un canal que sigues despega",
    badgeScore: "Puntuación de las insignias",
    badgeScoreHint: "A la misma edad: frente al arranque habitual del canal, primeros 30 días",
    scoreLifetime: "Puntuación outlier",
    scoreAtAge: "Outlier a la misma edad",
    website: "Sitio web",
    outliers: "Outliers",
    savedVideos: "Videos guardados",
    loadingUsage: "Cargando el uso de hoy...",
    usageUnavailable: "El uso de hoy no está disponible en este momento.",
    usageTitle: "Uso de hoy (se reinicia a las {{time}})",
    unlimited: "{{used}} (ilimitado)",
    kinds: {
      comments: "Análisis de comentarios",
      channel: "Análisis de canales",
      results: "Análisis de resultados",
      transcripts: "Descargas de transcripciones",
    },
  },
  recap: {
    subject: "Tu resumen de la mañana",
    subjectOutliers_one: "Tu resumen de la mañana: {{count}} outlier en tu nicho",
    subjectOutliers_other: "Tu resumen de la mañana: {{count}} outliers en tu nicho",
    subjectNewOutliers_one: "Tu resumen de la mañana: 1 video guardado ahora es un outlier",
    subjectNewOutliers_other: "Tu resumen de la mañana: {{count}} videos guardados ahora son outliers",
    greeting: "¡Buenos días!",
    greetingName: "¡Buenos días, {{name}}!",
    introNews: "Esto es lo que ha cambiado desde tu último resumen.",
    introQuiet:
      "Una noche tranquila: ningún outlier nuevo en tu nicho y ningún movimiento en tus videos guardados. Buen momento para buscar tu próxima idea en la tabla de outliers.",
    outliersHeading: "Los mejores outliers de ayer en tu nicho",
    nicheQuiet_one: "Ningún video de tu nicho ({{channels}} canal) se convirtió ayer en outlier.",
    nicheQuiet_other: "Ningún video de los {{channels}} canales de tu nicho se convirtió ayer en outlier.",
    views: "{{views}} visualizaciones",
    vph: "{{vph}} VPH",
    vphNow: "{{vph}} VPH ahora",
    outlier: "outlier {{score}}",
    noNewViews: "sin visualizaciones nuevas ({{views}} en total)",
    viewsGained: "+{{gained}} visualizaciones ({{views}} en total)",
    newOutlier: "NUEVO OUTLIER",
    savedHeading: "Tus videos guardados",
    more: "Y {{more}} más en tus videos guardados.",
    analysesHeading: "Tus análisis de hoy",
    planLine: "Tu plan {{plan}} incluye hoy: {{allowances}}.",
    commentAnalyses: "análisis de comentarios: {{n}}",
    channelAnalyses: "análisis de canales: {{n}}",
    resultAnalyses: "análisis de resultados: {{n}}",
    transcriptDownloads: "descargas de transcripciones: {{n}}",
    unlimitedCommentAnalyses: "análisis de comentarios ilimitados",
    unlimitedChannelAnalyses: "análisis de canales ilimitados",
    unlimitedResultAnalyses: "análisis de resultados ilimitados",
    unlimitedTranscriptDownloads: "descargas de transcripciones ilimitadas",
    seePlans: "Ver planes con más análisis",
    ctaSaved: "Abrir tus videos guardados",
    ctaOutliers: "Explorar la tabla de outliers",
    outliersTable: "Tabla de outliers",
    footerReason:
      "Recibes este correo porque el resumen diario por correo está activado en tu cuenta de VidInsight ({{email}}).",
    unsubscribe: "Cancelar suscripción",
    notificationSettings: "Ajustes de notificaciones",
  },
  manifest: {
    description: "Puntuación outlier, visualizaciones por hora y etiquetas en cada video de YouTube.",
  },
  extension: extensionEs,
  format: formatEs,
  api: apiEs,
};
