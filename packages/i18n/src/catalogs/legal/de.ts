import type { LegalCatalog } from "./en.ts";

// German: the legal pages address the reader formally ("Sie"), as German terms and privacy notices do.
export const legalDe: LegalCatalog = {
  lastUpdated: "Zuletzt aktualisiert: {{date}}",
  onThisPage: "Auf dieser Seite",
  sections: "Abschnitte",
  governs:
    "Diese Übersetzung dient nur der Information. Bei Abweichungen zwischen der Übersetzung und der englischen Fassung ist allein die englische Fassung maßgeblich. <english>Englische Fassung anzeigen</english>",
  privacy: {
    title: "Datenschutzerklärung",
    intro:
      "Ihre Privatsphäre ist uns wichtig. Hier erfahren Sie genau, welche Daten VidInsight erhebt und warum.",
    introductionTitle: "Einleitung",
    introduction:
      "Diese Datenschutzerklärung beschreibt, welche Daten VidInsight über seine Website und seine Browsererweiterung für Chrome und Safari erhebt, wofür wir sie verwenden, an wen wir sie weitergeben und welche Wahlmöglichkeiten Sie haben. Wir erheben nur die Daten, die für den Betrieb des Dienstes erforderlich sind, und verkaufen keine personenbezogenen Daten.",
    collectedTitle: "Welche Daten wir erheben",
    accountInfo:
      "<b>Kontodaten.</b> Ihre E-Mail-Adresse, die unser Anmeldedienst (Firebase Authentication von Google) verwendet, um Ihnen Anmeldelinks zu senden oder Sie mit Google anzumelden; den Namen, den Sie in Ihrem Profil angeben; Ihre Zeitzone sowie Ihre Einstellungen, etwa für die tägliche Zusammenfassung per E-Mail.",
    youtubeData:
      "<b>Von Ihnen freigegebene YouTube-Daten.</b> Wenn Sie einen Kanal über das Autorisierungsfenster von Google verbinden, erhalten wir Lesezugriff auf die ID, den Titel und das Vorschaubild Ihres Kanals und auf die Liste der Kanäle, die Sie abonniert haben, sowie die dafür erforderlichen Zugriffstoken. Wir veröffentlichen niemals Inhalte auf Ihrem Kanal und nehmen keine Änderungen daran vor.",
    paymentInfo:
      "<b>Zahlungsdaten.</b> Zahlungen werden von Stripe abgewickelt. Wir erhalten Ihren Tarif, den Status Ihres Abonnements und die Abrechnungstermine. Ihre Kartendaten werden direkt an Stripe übermittelt; wir sehen und speichern sie zu keinem Zeitpunkt.",
    extension:
      "<b>Was die Erweiterung speichert und übermittelt.</b> Auf Ihrem Gerät speichert die Erweiterung Ihre Anmeldetoken, die IDs der von Ihnen gespeicherten Videos und Ihre verbundenen Kanäle, damit sie Ihr Konto anzeigen kann, während Sie YouTube nutzen. Um Kennzahlen anzuzeigen, liest sie öffentliche Daten auf den von Ihnen geöffneten YouTube-Seiten (etwa Video-IDs, Aufrufzahlen und Tags) und übermittelt Video- und Kanal-IDs an unsere Server, um Outlier-Scores und Aufrufe pro Stunde abzurufen. Sie zeichnet Ihren Browserverlauf nicht auf und ist nur auf YouTube und auf dieser Website aktiv.",
    savedVideos:
      "<b>Gespeicherte Videos.</b> Die Videos, die Sie speichern, damit sie Ihnen bei der nächsten Anmeldung auf der Website und in der Erweiterung wieder zur Verfügung stehen.",
    website:
      "<b>Auf dieser Website.</b> Der lokale Speicher Ihres Browsers enthält eine Kopie Ihrer Kontodaten, damit Seiten schneller laden, und während der Anmeldung die von Ihnen eingegebene E-Mail-Adresse. Wenn Sie sich für das Partnerprogramm bewerben, speichern wir die von Ihnen übermittelten Angaben. Wenn Sie den Support-Chat öffnen, verarbeitet der Chat-Anbieter die Nachrichten, die Sie senden.",
    useTitle: "Wie wir Ihre Daten verwenden",
    useSignIn:
      "Um Sie anzumelden und Ihr Konto, Ihre gespeicherten Videos und Ihre Einstellungen zwischen Website und Erweiterung abzugleichen.",
    useStatistics:
      "Um die im Dienst angezeigten Statistiken zu berechnen, etwa Outlier-Scores und Aufrufe pro Stunde.",
    useSubscription: "Um Ihr Abonnement zu verwalten und die Grenzen Ihres Tarifs anzuwenden.",
    useEmail:
      "Um Ihnen die tägliche Zusammenfassung per E-Mail zu senden, sofern Sie sie aktiviert haben, sowie Servicemitteilungen zu Ihrem Konto.",
    useSupport:
      "Um Support-Anfragen und Bewerbungen für das Partnerprogramm zu beantworten und die Sicherheit des Dienstes zu gewährleisten.",
    sharingTitle: "Weitergabe von Daten",
    sharingIntro:
      "Wir geben Daten nur an Dienstleister weiter, die Teile des Dienstes für uns betreiben, und nur in dem Umfang, den diese benötigen:",
    sharingGoogle:
      "Google: Firebase Authentication für die Anmeldung und die YouTube API Services für YouTube-Daten.",
    sharingStripe: "Stripe für Zahlungen und Abrechnung.",
    sharingHosting: "Unsere Anbieter für Hosting, Datenbank und E-Mail-Versand.",
    sharingChat: "Den Live-Chat-Anbieter für Nachrichten, die Sie über den Support-Chat senden.",
    sharingLaw:
      "Darüber hinaus können wir Daten offenlegen, wenn wir gesetzlich dazu verpflichtet sind. Wir verkaufen Ihre Daten nicht und verwenden sie nicht für Werbezwecke.",
    securityTitle: "Datensicherheit",
    security:
      "Sämtliche Datenübertragungen erfolgen über HTTPS. Die Anmeldung erfolgt ohne Passwort, sodass wir kein Passwort von Ihnen speichern müssen. Der Zugriff auf Ihren YouTube-Kanal wird ausschließlich auf unseren Servern aufbewahrt, und die von uns gespeicherten YouTube-Statistiken werden gemäß den Richtlinien von YouTube innerhalb von 30 Tagen aktualisiert oder gelöscht. Kein System ist vollkommen sicher, wir setzen uns jedoch für den Schutz Ihrer Daten ein und benachrichtigen Sie im gesetzlich vorgeschriebenen Umfang über eine Datenschutzverletzung, die Sie betrifft.",
    rightsTitle: "Ihre Rechte",
    rightsEdit: "Ihr Profil und Ihre Einstellungen auf Ihrer Kontoseite einsehen und bearbeiten.",
    rightsDelete: "Ihr Konto und die zugehörigen Daten jederzeit in Ihren Kontoeinstellungen löschen.",
    rightsDisconnect:
      "Einen YouTube-Kanal auf Ihrer Kontoseite trennen oder den Zugriff von VidInsight in den <settings>Sicherheitseinstellungen Ihres Google-Kontos</settings> widerrufen.",
    rightsRecap:
      "Die tägliche Zusammenfassung per E-Mail in Ihren Benachrichtigungseinstellungen deaktivieren.",
    rightsCopy:
      "Per E-Mail eine Kopie Ihrer Daten anfordern oder uns jede andere Frage zum Datenschutz stellen.",
    rightsGoogle:
      "Da wir die YouTube API Services nutzen, gilt für YouTube-Daten zusätzlich die <google>Datenschutzerklärung von Google</google>. Sie erreichen uns unter <email>{{email}}</email>.",
    changesTitle: "Änderungen dieser Datenschutzerklärung",
    changes:
      "Wir aktualisieren diese Datenschutzerklärung, wenn sich ändert, welche Daten der Dienst erhebt oder wie er sie verwendet. Das Datum oben auf der Seite bezeichnet die aktuelle Fassung; über wesentliche Änderungen informieren wir Sie per E-Mail, bevor sie wirksam werden.",
  },
  terms: {
    title: "Nutzungsbedingungen",
    intro: "Diese Bedingungen regeln die Nutzung der Browsererweiterung und der Website von VidInsight.",
    acceptanceTitle: "Annahme der Bedingungen",
    acceptance:
      "Indem Sie die Browsererweiterung von VidInsight installieren, ein Konto erstellen oder diese Website nutzen (zusammen der „Dienst“), erklären Sie sich mit diesen Nutzungsbedingungen einverstanden. Wenn Sie nicht einverstanden sind, nutzen Sie den Dienst bitte nicht.",
    youtube:
      "VidInsight nutzt die YouTube API Services. Mit der Nutzung des Dienstes erklären Sie sich außerdem mit den <youtube>Nutzungsbedingungen von YouTube</youtube> einverstanden. VidInsight steht in keiner Verbindung zu YouTube oder Google und wird von diesen weder unterstützt noch gesponsert.",
    modificationTitle: "Änderungen des Dienstes",
    modification:
      "Wir entwickeln VidInsight ständig weiter. Funktionen, Grenzen und Tarife können sich daher ändern, und Teile des Dienstes können hinzukommen, geändert oder eingestellt werden. Schränkt eine Änderung den Umfang eines kostenpflichtigen Tarifs wesentlich ein, informieren wir die Abonnenten vor deren Wirksamwerden per E-Mail.",
    updates:
      "Wir können diese Bedingungen von Zeit zu Zeit aktualisieren. Das Datum oben auf der Seite bezeichnet die aktuelle Fassung; wenn Sie den Dienst nach einer Aktualisierung weiter nutzen, gelten die aktualisierten Bedingungen als angenommen.",
    privacyTitle: "Datenschutz",
    privacy:
      "Unsere <privacy>Datenschutzerklärung</privacy> erläutert, welche Daten wir erheben (etwa Ihre E-Mail-Adresse, die von Ihnen freigegebenen Daten Ihres YouTube-Kanals und den Status Ihres Abonnements), warum wir sie erheben und welche Wahlmöglichkeiten Sie haben. Sie ist Bestandteil dieser Bedingungen.",
    accountTitle: "Nutzerkonto",
    account:
      "Sie melden sich über einen Link an, den wir an Ihre E-Mail-Adresse senden, oder mit Ihrem Google-Konto. Sie sind dafür verantwortlich, den Zugang zu diesem E-Mail-Konto zu schützen, und für alle Handlungen, die über Ihr VidInsight-Konto vorgenommen werden. Bitte informieren Sie uns umgehend, wenn Sie vermuten, dass eine andere Person Zugriff darauf hat.",
    age: "Für die Nutzung des Dienstes müssen Sie mindestens 13 Jahre alt sein (oder das in Ihrem Land geltende Mindestalter erreicht haben).",
    billing:
      "Kostenpflichtige Tarife werden bis zur Kündigung monatlich über Stripe abgerechnet. Sie können jederzeit kündigen; der Zugang bleibt bis zum Ende des Abrechnungszeitraums bestehen. Für kostenpflichtige Tarife gilt eine 14-tägige Geld-zurück-Garantie.",
    misuse:
      "Missbrauchen Sie den Dienst nicht: kein automatisiertes Auslesen unserer API, kein Weiterverkauf des Zugangs und keine Versuche, Tarifgrenzen oder Sicherheitsmaßnahmen zu umgehen. Konten, die dagegen verstoßen, können wir sperren.",
    deletion: "Sie können Ihr Konto jederzeit in Ihren Kontoeinstellungen löschen.",
    liabilityTitle: "Haftungsbeschränkung",
    asIs: "Der Dienst wird „wie besehen“ und „nach Verfügbarkeit“ bereitgestellt. Kennzahlen wie Outlier-Scores und Aufrufe pro Stunde sind Schätzungen auf Grundlage öffentlicher YouTube-Daten und können verzögert, unvollständig oder ungenau sein; sie dienen der Recherche und stellen keine Zusicherung dar, wie sich ein Video entwickeln wird.",
    liability:
      "Soweit gesetzlich zulässig, haftet VidInsight nicht für mittelbare Schäden, Neben- oder Folgeschäden, besondere Schäden oder Strafschadensersatz sowie nicht für entgangenen Gewinn, entgangene Umsätze oder Datenverlust, die aus Ihrer Nutzung des Dienstes entstehen. Unsere Gesamthaftung für jeden Anspruch ist auf den Betrag begrenzt, den Sie in den zwölf Monaten vor dem Anspruch an uns gezahlt haben.",
    lawTitle: "Anwendbares Recht",
    law: "Diese Bedingungen unterliegen dem Recht der Vereinigten Staaten von Amerika und des Bundesstaats, in dem VidInsight eingetragen ist, unter Ausschluss der Kollisionsnormen. Fragen zu diesen Bedingungen? Schreiben Sie an <email>{{email}}</email>.",
  },
};
