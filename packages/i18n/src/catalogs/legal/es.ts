import type { LegalCatalog } from "./en.ts";

// Spanish (neutral Latin American, "tú" as the rest of the site), in the style of Spanish-language terms.
export const legalEs: LegalCatalog = {
  lastUpdated: "Última actualización: {{date}}",
  onThisPage: "En esta página",
  sections: "Secciones",
  governs:
    "Esta traducción se ofrece solo a título informativo. En caso de discrepancia entre esta traducción y la versión en inglés, prevalecerá la versión en inglés. <english>Ver la versión en inglés</english>",
  privacy: {
    title: "Política de privacidad",
    intro:
      "Tu privacidad nos importa. Aquí te explicamos exactamente qué datos recopila VidInsight y por qué.",
    introductionTitle: "Introducción",
    introduction:
      "Esta política explica qué información recopila VidInsight a través de su sitio web y de su extensión para los navegadores Chrome y Safari, cómo la usamos, con quién la compartimos y qué opciones tienes. Solo recopilamos lo que el producto necesita para funcionar y no vendemos datos personales.",
    collectedTitle: "Información que recopilamos",
    accountInfo:
      "<b>Datos de la cuenta.</b> Tu dirección de correo electrónico, que nuestro proveedor de inicio de sesión (Firebase Authentication, de Google) utiliza para enviarte enlaces de acceso o para que inicies sesión con Google; el nombre que agregues a tu perfil; tu zona horaria, y tu configuración, como el correo de resumen diario.",
    youtubeData:
      "<b>Datos de YouTube que autorizas.</b> Cuando conectas un canal mediante la ventana de autorización de Google, recibimos acceso de solo lectura al ID, el título y la miniatura de tu canal y a la lista de canales a los que estás suscrito, además de los tokens de acceso necesarios para leerlos. Nunca publicamos en tu canal ni lo modificamos.",
    paymentInfo:
      "<b>Datos de pago.</b> Los pagos los procesa Stripe. Recibimos tu plan, el estado de tu suscripción y sus fechas de facturación. Los datos de tu tarjeta van directamente a Stripe; nunca los vemos ni los almacenamos.",
    extension:
      "<b>Qué almacena y envía la extensión.</b> En tu dispositivo, la extensión guarda tus tokens de inicio de sesión, los ID de los videos que guardaste y tus canales conectados, para mostrar tu cuenta mientras navegas por YouTube. Para mostrar métricas, lee datos públicos de las páginas de YouTube que abres (como los ID de los videos, el número de visualizaciones y las etiquetas) y envía ID de videos y de canales a nuestros servidores para consultar la puntuación outlier y las visualizaciones por hora. No registra tu historial de navegación y no funciona en sitios distintos de YouTube y de este sitio web.",
    savedVideos:
      "<b>Videos guardados.</b> Los videos que guardas, para que los encuentres la próxima vez que inicies sesión, en el sitio web y en la extensión.",
    website:
      "<b>En este sitio web.</b> El almacenamiento local de tu navegador guarda una copia de los datos de tu cuenta para que las páginas carguen más rápido y, mientras inicias sesión, la dirección de correo que escribiste. Si solicitas unirte al programa de afiliados, almacenamos los datos que envíes. Si abres el chat de soporte, el proveedor del chat trata los mensajes que envíes.",
    useTitle: "Cómo usamos tu información",
    useSignIn:
      "Para que inicies sesión y para mantener sincronizados tu cuenta, tus videos guardados y tu configuración entre el sitio web y la extensión.",
    useStatistics:
      "Para calcular las estadísticas que muestra el producto, como la puntuación outlier y las visualizaciones por hora.",
    useSubscription: "Para gestionar tu suscripción y aplicar los límites de tu plan.",
    useEmail:
      "Para enviarte el correo de resumen diario, si lo activaste, y avisos del servicio sobre tu cuenta.",
    useSupport:
      "Para responder a solicitudes de soporte y del programa de afiliados, y para mantener la seguridad del servicio.",
    sharingTitle: "Cómo compartimos la información",
    sharingIntro:
      "Solo compartimos información con los proveedores que operan partes del servicio por nosotros, y solo la que necesitan:",
    sharingGoogle:
      "Google: Firebase Authentication para el inicio de sesión y los Servicios de la API de YouTube para los datos de YouTube.",
    sharingStripe: "Stripe, para los pagos y la facturación.",
    sharingHosting: "Nuestros proveedores de alojamiento, base de datos y envío de correos.",
    sharingChat: "El proveedor del chat en vivo, para los mensajes que envíes por el chat de soporte.",
    sharingLaw:
      "También podemos divulgar información cuando la ley lo exija. No vendemos tu información ni la usamos con fines publicitarios.",
    securityTitle: "Seguridad de los datos",
    security:
      "Todo el tráfico usa HTTPS. El inicio de sesión no requiere contraseña, así que no tenemos ninguna contraseña tuya que almacenar. El acceso a tu canal de YouTube se conserva únicamente en nuestros servidores, y las estadísticas de YouTube que almacenamos se actualizan o se eliminan en un plazo de 30 días, como exigen las políticas de YouTube. Ningún sistema es completamente seguro, pero trabajamos para proteger tu información y te notificaremos, en los términos que exija la ley, cualquier vulneración que te afecte.",
    rightsTitle: "Tus derechos",
    rightsEdit: "Consultar y editar tu perfil y tu configuración en la página de tu cuenta.",
    rightsDelete: "Eliminar tu cuenta y sus datos desde la configuración de tu cuenta en cualquier momento.",
    rightsDisconnect:
      "Desconectar un canal de YouTube en la página de tu cuenta o revocar el acceso de VidInsight en la <settings>configuración de seguridad de tu cuenta de Google</settings>.",
    rightsRecap: "Desactivar el correo de resumen diario en tu configuración de notificaciones.",
    rightsCopy:
      "Solicitarnos por correo electrónico una copia de tus datos o cualquier otra cuestión sobre tu privacidad.",
    rightsGoogle:
      "Como usamos los Servicios de la API de YouTube, a los datos de YouTube también se les aplica la <google>Política de Privacidad de Google</google>. Escríbenos a <email>{{email}}</email>.",
    changesTitle: "Cambios en esta política",
    changes:
      "Actualizaremos esta política cuando el producto cambie lo que recopila o la forma en que usa la información. La fecha de la parte superior indica la versión más reciente, y te avisaremos por correo electrónico de los cambios importantes antes de que entren en vigor.",
  },
  terms: {
    title: "Términos del servicio",
    intro:
      "Estos términos establecen las reglas de uso de la extensión para navegador y del sitio web de VidInsight.",
    acceptanceTitle: "Aceptación de los términos",
    acceptance:
      "Al instalar la extensión para navegador de VidInsight, crear una cuenta o usar este sitio web (en conjunto, el «Servicio»), aceptas estos Términos del servicio. Si no estás de acuerdo, te pedimos que no uses el Servicio.",
    youtube:
      "VidInsight utiliza los Servicios de la API de YouTube. Al usar el Servicio, también aceptas quedar sujeto a los <youtube>Términos del Servicio de YouTube</youtube>. VidInsight no está afiliado a YouTube ni a Google, ni cuenta con su respaldo o patrocinio.",
    modificationTitle: "Modificación del Servicio",
    modification:
      "Mejoramos VidInsight de forma continua, por lo que las funciones, los límites y los planes pueden cambiar, y es posible que se agreguen, modifiquen o retiren partes del Servicio. Cuando un cambio reduzca de forma sustancial lo que incluye un plan de pago, lo comunicaremos por correo electrónico a los suscriptores antes de que entre en vigor.",
    updates:
      "Podemos actualizar estos Términos periódicamente. La fecha de la parte superior indica la versión más reciente; si sigues usando el Servicio después de una actualización, aceptas los Términos actualizados.",
    privacyTitle: "Política de privacidad",
    privacy:
      "Nuestra <privacy>Política de privacidad</privacy> explica qué datos recopilamos (como tu dirección de correo, los datos del canal de YouTube que autorizas y el estado de tu suscripción), por qué los recopilamos y qué opciones tienes. Forma parte de estos Términos.",
    accountTitle: "Cuenta de usuario",
    account:
      "Inicias sesión con un enlace enviado a tu dirección de correo electrónico o con tu cuenta de Google. Eres responsable de proteger el acceso a esa cuenta de correo y de todo lo que se haga a través de tu cuenta de VidInsight. Avísanos de inmediato si crees que otra persona tiene acceso a ella.",
    age: "Debes tener al menos 13 años (o la edad mínima que se exija en tu país) para usar el Servicio.",
    billing:
      "Los planes de pago se facturan mensualmente a través de Stripe hasta que se cancelen. Puedes cancelar en cualquier momento; el acceso se mantiene hasta el final del período de facturación. Los planes de pago incluyen una garantía de devolución del dinero de 14 días.",
    misuse:
      "No hagas un uso indebido del Servicio: no extraigas datos de nuestra API de forma automatizada, no revendas el acceso ni intentes eludir los límites de los planes o las medidas de seguridad. Podemos suspender las cuentas que lo hagan.",
    deletion: "Puedes eliminar tu cuenta en cualquier momento desde la configuración de tu cuenta.",
    liabilityTitle: "Limitación de responsabilidad",
    asIs: "El Servicio se presta «tal cual» y «según disponibilidad». Las cifras como la puntuación outlier y las visualizaciones por hora son estimaciones obtenidas de datos públicos de YouTube y pueden estar retrasadas, incompletas o ser inexactas; son herramientas de investigación, no garantías del rendimiento de ningún video.",
    liability:
      "En la máxima medida permitida por la ley, VidInsight no será responsable de daños indirectos, incidentales, especiales, consecuentes o punitivos, ni de la pérdida de beneficios, ingresos o datos, derivados de tu uso del Servicio. Nuestra responsabilidad total por cualquier reclamación se limita al importe que nos hayas pagado en los doce meses anteriores a la reclamación.",
    lawTitle: "Legislación aplicable",
    law: "Estos Términos se rigen por las leyes de los Estados Unidos de América y del estado en el que VidInsight esté registrado, sin perjuicio de las normas sobre conflicto de leyes. ¿Tienes preguntas sobre estos Términos? Escribe a <email>{{email}}</email>.",
  },
};
