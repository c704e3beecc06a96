import { accountId } from "./account/id.ts";
import { apiId } from "./api/id.ts";
import type { Catalog } from "./en.ts";
import { extensionId } from "./extension/id.ts";
import { formatId } from "./format/id.ts";
import { legalId } from "./legal/id.ts";
import { researchId } from "./research/id.ts";
import { titlesId } from "./titles/id.ts";

// Indonesian. Terms: "skor outlier", "tayangan per jam" (VPH), "tag", "video tersimpan"; "Anda".
export const id: Catalog = {
  account: accountId,
  research: researchId,
  legal: legalId,
  titles: titlesId,
  language: {
    label: "Bahasa",
    hint: "Dipakai di situs web, ekstensi, dan email.",
    saveFailed:
      "Kami tidak dapat menyimpan bahasa Anda. Untuk sementara, bahasa ini hanya berlaku di browser ini.",
  },
  nav: {
    skip: "Langsung ke konten",
    loading: "Memuat...",
    main: "Utama",
    pricing: "Harga",
    login: "Masuk",
    menu: "Menu",
    closeMenu: "Tutup menu",
  },
  footer: {
    label: "Footer",
    brandLine: "— alat riset untuk kreator YouTube.",
    faq: "FAQ",
    affiliates: "Afiliasi",
    developers: "Developer",
    terms: "Ketentuan Layanan",
    privacy: "Kebijakan Privasi",
    copyright: "© {{year}} VidInsight. Hak cipta dilindungi. Tidak berafiliasi dengan YouTube atau Google.",
  },
  store: {
    chrome: "Tambahkan ke Chrome",
    chromeHint: " (membuka Chrome Web Store di tab baru)",
    safari: "Tambahkan ke Safari",
    safariHint: " (membuka App Store di tab baru)",
  },
  landing: {
    title: "VidInsight — Riset yang belum pernah semudah ini",
    badge: "Ekstensi browser untuk kreator YouTube",
    hero: "Riset yang belum pernah semudah ini",
    intro:
      "VidInsight menampilkan skor outlier, tayangan per jam, dan tag tersembunyi dari setiap video YouTube yang Anda buka, jadi Anda tahu apa yang berhasil sebelum mulai merekam.",
    pricingLine:
      "Gratis dengan akun. Paket berbayar mulai {{price}}/bulan, dengan jaminan uang kembali 14 hari.",
    everywhereEyebrow: "Di setiap thumbnail",
    everywhereTitle: "Info video lebih lengkap... di mana saja",
    everywhereBody:
      "Skor outlier dan tayangan per jam tampil langsung di thumbnail: di beranda, di penelusuran, di halaman channel, dan di rekomendasi.",
    everywhereBullet1: "Temukan sekilas video yang mengalahkan rata-rata channelnya.",
    everywhereBullet2:
      "Berlaku untuk video panjang dan Shorts, masing-masing dibandingkan dengan jenisnya sendiri.",
    everywhereBullet3: "Tanpa pindah tab dan tanpa menyalin link ke alat lain.",
    featuresEyebrow: "Fitur",
    featuresTitle: "Fitur andal untuk kreator",
    featuresBody:
      "Semua yang Anda perlukan untuk menemukan ide, mengujinya dengan angka nyata, dan menyimpan yang terbaik.",
    trendTitle: "Analisis Tren",
    trendBody:
      "Tayangan per jam dan momentum terbaru menunjukkan video mana yang sedang melejit, sebelum trennya memuncak.",
    researchTitle: "Riset Konten",
    researchBody:
      "Saring video outlier berdasarkan subscriber, tayangan, dan skor outlier untuk menemukan ide yang sudah terbukti di niche Anda.",
    metricsTitle: "Metrik Performa",
    metricsBody:
      "Setiap skor outlier membandingkan video dengan unggahan terbaru channelnya sendiri, jadi Anda tahu mana yang benar-benar unggul.",
    saveTitle: "Simpan untuk Nanti",
    saveBody:
      "Simpan video dari YouTube dengan sekali klik dan buka lagi lengkap dengan statistiknya, diurutkan sesuai keinginan Anda.",
    tagsEyebrow: "Tag",
    tagsTitle: "Salin Tag dengan Cepat",
    tagsBody:
      "Lihat tag di balik video apa pun dan salin dengan sekali klik, siap disesuaikan untuk unggahan Anda sendiri.",
    tagsBullet1: "Tag dibaca dari videonya langsung, meskipun YouTube menyembunyikannya.",
    tagsBullet2: "Salin tag menaruh semuanya di clipboard Anda, dipisahkan koma.",
    tagsOn: "Tag di",
    clipboard: "Di clipboard Anda:",
    insightsEyebrow: "Insight",
    insightsTitle: "Insight Mendalam untuk Setiap Video",
    insightsBody:
      "Setiap video mendapat skor outlier terhadap channelnya sendiri serta tayangan per jam. Di halaman Outliers, cari di semua data yang disimpan VidInsight untuk video yang mengalahkan channelnya.",
    insightsBullet1:
      "Skor outlier: tayangan sebuah video dibagi median tayangan 30 video terakhir channelnya dengan format yang sama, masing-masing berumur minimal seminggu.",
    insightsBullet2: "Tayangan per jam sepanjang masa dan terbaru, dari catatan tayangan yang disimpan.",
    insightsBullet3:
      "Saring menurut subscriber, tayangan, skor outlier, kata kunci, format, dan tanggal; ekspor ke CSV.",
    outliersFrame: "VidInsight · Outliers",
    ctaTitle: "Temukan ide video sukses Anda berikutnya hari ini",
    ctaBody: "Pasang VidInsight gratis dan lihat angka di balik setiap video di YouTube.",
    heroAlt:
      'Panel VidInsight di bawah video YouTube, "{{title}}": skor outlier {{score}}, {{vph}} tayangan per jam, {{views}} tayangan, {{subscribers}} subscriber, tombol Simpan, dan tag video dengan tombol Salin tag',
    homeAltScores:
      "Beranda YouTube dengan lencana VidInsight di thumbnail: skor outlier seperti {{scores}} dan tayangan per jam",
    homeAlt: "Beranda YouTube dengan lencana VidInsight di thumbnail: skor outlier dan tayangan per jam",
    tagsAlt:
      "Bagian Tag di panel VidInsight: {{count}} tag ({{tags}}), dengan tombol Salin tag bertuliskan Tersalin",
    outliersAlt:
      "Halaman Outliers VidInsight: filter subscriber, skor outlier, tayangan, kata kunci, format, dan tanggal, serta tabel {{total}} video yang diurutkan menurut skor outlier",
    listAnd: " dan ",
    comparePlans: "Bandingkan paket",
  },
  popup: {
    account: "Akun",
    loading: "Memuat...",
    signedInAs: "Masuk sebagai",
    yourAccount: "akun Anda",
    plan: "Paket",
    signInPrompt: "Masuk untuk melihat skor outlier dan menyimpan video.",
    signIn: "Masuk",
    settings: "Setelan",
    watchPanel: "Panel di halaman video",
    watchPanelHint: "VPH, tag, dan skor outlier di bawah judul video",
    badges: "Lencana di thumbnail",
    badgesHint: "Skor outlier dan VPH di thumbnail video",
    breakoutCount: "Jumlah lonjakan",
    breakoutCountHint: "Lonjakan baru dari channel yang Anda ikuti, di ikon toolbar",
    breakoutNotifications: "Notifikasi lonjakan",
    breakoutNotificationsHint: "Notifikasi browser saat video dari channel yang Anda ikuti melonjak",
    badgeScore: "Skor di lencana",
    badgeScoreHint: "Di usia yang sama: dibanding awal biasa channel, 30 hari pertama",
    scoreLifetime: "Skor outlier",
    scoreAtAge: "Outlier di usia yang sama",
    website: "Situs web",
    outliers: "Outliers",
    savedVideos: "Video Tersimpan",
    loadingUsage: "Memuat pemakaian hari ini...",
    usageUnavailable: "Pemakaian hari ini sedang tidak tersedia.",
    usageTitle: "Pemakaian hari ini (direset pukul {{time}})",
    unlimited: "{{used}} (tanpa batas)",
    kinds: {
      comments: "Analisis komentar",
      channel: "Analisis channel",
      results: "Analisis hasil penelusuran",
      transcripts: "Unduhan transkrip",
    },
  },
  recap: {
    subject: "Ringkasan pagi Anda",
    subjectOutliers_one: "Ringkasan pagi Anda: {{count}} outlier di niche Anda",
    subjectOutliers_other: "Ringkasan pagi Anda: {{count}} outlier di niche Anda",
    subjectNewOutliers_one: "Ringkasan pagi Anda: 1 video tersimpan kini menjadi outlier",
    subjectNewOutliers_other: "Ringkasan pagi Anda: {{count}} video tersimpan kini menjadi outlier",
    greeting: "Selamat pagi!",
    greetingName: "Selamat pagi, {{name}}!",
    introNews: "Inilah yang berubah sejak ringkasan terakhir Anda.",
    introQuiet:
      "Malam yang tenang: tidak ada outlier baru di niche Anda dan tidak ada perubahan pada video tersimpan Anda. Saat yang tepat untuk mencari ide berikutnya di tabel outlier.",
    outliersHeading: "Outlier teratas kemarin di niche Anda",
    nicheQuiet_one: "Tidak ada video dari {{channels}} channel di niche Anda yang menjadi outlier kemarin.",
    nicheQuiet_other: "Tidak ada video dari {{channels}} channel di niche Anda yang menjadi outlier kemarin.",
    views: "{{views}} tayangan",
    vph: "{{vph}} VPH",
    vphNow: "{{vph}} VPH sekarang",
    outlier: "outlier {{score}}",
    noNewViews: "tidak ada tayangan baru (total {{views}})",
    viewsGained: "+{{gained}} tayangan (total {{views}})",
    newOutlier: "OUTLIER BARU",
    savedHeading: "Video tersimpan Anda",
    more: "Dan {{more}} lagi di video tersimpan Anda.",
    analysesHeading: "Analisis Anda hari ini",
    planLine: "Paket {{plan}} Anda hari ini mencakup: {{allowances}}.",
    commentAnalyses: "{{n}} analisis komentar",
    channelAnalyses: "{{n}} analisis channel",
    resultAnalyses: "{{n}} analisis hasil",
    transcriptDownloads: "{{n}} unduhan transkrip",
    unlimitedCommentAnalyses: "analisis komentar tanpa batas",
    unlimitedChannelAnalyses: "analisis channel tanpa batas",
    unlimitedResultAnalyses: "analisis hasil tanpa batas",
    unlimitedTranscriptDownloads: "unduhan transkrip tanpa batas",
    seePlans: "Lihat paket dengan lebih banyak analisis",
    ctaSaved: "Buka video tersimpan Anda",
    ctaOutliers: "Jelajahi tabel outlier",
    outliersTable: "Tabel outlier",
    footerReason:
      "Anda menerima email ini karena Email Ringkasan Harian aktif di akun VidInsight Anda ({{email}}).",
    unsubscribe: "Berhenti berlangganan",
    notificationSettings: "Setelan notifikasi",
  },
  manifest: {
    description: "Skor outlier, tayangan per jam, dan tag di setiap video YouTube.",
  },
  extension: extensionId,
  format: formatId,
  api: apiId,
};
