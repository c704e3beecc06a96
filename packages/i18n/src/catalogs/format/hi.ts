import type { FormatCatalog } from "./en.ts";

export const formatHi: FormatCatalog = {
  quota: {
    headline: "दैनिक सीमा पूरी हो गई",
    left: "आज {{limit}} में से {{left}} बाकी",
    resetsAt: "{{time}} पर रीसेट होगा",
    midnight: "{{at}} ({{zone}} की आधी रात)",
    nextZone: "; आपका नया टाइम ज़ोन ({{zone}}) उसके बाद से गिना जाएगा",
    spent: "आपने आज के अपने {{limit}} {{names}} इस्तेमाल कर लिए हैं। {{reset}}।",
    action: "{{action}} ({{left}})",
  },
  kinds: {
    comments_one: "कमेंट विश्लेषण",
    comments_other: "कमेंट विश्लेषण",
    channel_one: "चैनल विश्लेषण",
    channel_other: "चैनल विश्लेषण",
    results_one: "रिज़ल्ट विश्लेषण",
    results_other: "रिज़ल्ट विश्लेषण",
    transcripts_one: "ट्रांसक्रिप्ट डाउनलोड",
    transcripts_other: "ट्रांसक्रिप्ट डाउनलोड",
  },
  age: {
    minutes_one: "{{count}} मिनट",
    minutes_other: "{{count}} मिनट",
    hours_one: "{{count}} घंटे",
    hours_other: "{{count}} घंटे",
    days_one: "{{count}} दिन",
    days_other: "{{count}} दिन",
  },
  history: {
    past: "पहले 30 दिन बीत चुके हैं: पूरे समय के आउटलायर स्कोर से तुलना करें।",
    notEnough:
      "{{age}} पर: अभी पर्याप्त इतिहास नहीं ({{sample}} / {{needed}} — इस उम्र पर इस चैनल के इतने वीडियो चाहिए)।",
    noUsualStart: "{{age}} पर: तुलना के लिए अभी कोई सामान्य शुरुआत नहीं।",
    ratio: "{{age}} पर: इस चैनल की सामान्य शुरुआत का {{ratio}}",
  },
};
