import type { ApiCatalog } from "./en.ts";

export const apiId: ApiCatalog = {
  breakout: {
    subjectOne: "Sedang melejit: {{title}} ({{multiple}})",
    subjectMany: "{{count}} video sedang melejit di channel yang Anda ikuti",
    introOne: "Video baru di channel yang Anda ikuti jauh melampaui awal biasa channel tersebut.",
    introMany: "Video baru di channel yang Anda ikuti jauh melampaui awal biasa channel-nya.",
    detail: "{{channel}} · {{multiple}} tayangan biasa channel-nya pada umur ini · {{views}} tayangan",
    aVideo: "Sebuah video",
    aChannel: "Channel yang Anda ikuti",
    cta: "Buka daftar pantauan Anda",
    footer:
      "Anda menerima email ini karena email video melejit aktif untuk daftar pantauan Anda ({{email}}).",
    turnOff: "Matikan email video melejit",
  },
  dynamic: {
    rateLimited_one: "Terlalu banyak permintaan: tunggu {{count}} detik lalu coba lagi",
    rateLimited_other: "Terlalu banyak permintaan: tunggu {{count}} detik lalu coba lagi",
    upgrade: "Upgrade untuk lebih banyak: {{url}}",
    watchlistFull:
      "Anda mengikuti {{limit}} channel, batas paket {{plan}}. Hapus satu untuk mengikuti yang lain.",
    watchlistFullUpgrade:
      "Anda mengikuti {{limit}} channel, batas paket {{plan}}. Hapus satu, atau upgrade untuk mengikuti lebih banyak.",
  },
  errors: {
    noUserSignInAgain: "Data pengguna belum ada: masuk lagi.",
    noUserWebsite: "Data pengguna belum ada: masuk di situs terlebih dahulu.",
    deleted: "Data pengguna tidak ada: akun telah dihapus.",
    internal: "Kesalahan server internal",
    removedFromWatchlist: "Channel ini sudah dihapus dari daftar pantauan Anda.",
    noChannelVideos: "Kami belum memiliki video channel ini.",
    videoNotFound: "Kami tidak dapat menemukan video ini di YouTube.",
    channelNotLinked: "Channel YouTube ini tidak tertaut ke akun Anda.",
    channelLinkedElsewhere: "Channel YouTube ini sudah tertaut ke akun VidInsight lain.",
    authAnotherUser: "Otorisasi ini dimulai oleh pengguna lain.",
    authUsed: "Otorisasi ini sudah digunakan. Mulai lagi dari Akun Terhubung.",
    authUnknown: "Otorisasi ini tidak dikenal. Mulai lagi dari Akun Terhubung.",
    authExpired: "Otorisasi ini sudah kedaluwarsa. Mulai lagi dari Akun Terhubung.",
    channelInput: "Masukkan ID channel (UC...), @handle, atau URL channel youtube.com",
    adminRequired: "Akses admin diperlukan",
    noSuchAnalysis: "Analisis itu tidak ada.",
    invalidToken: "Token ID tidak valid atau kedaluwarsa",
    youtubeUnreachable: "YouTube tidak dapat dijangkau dari server ini saat ini.",
    analysisFailed: "Analisis channel ini baru saja gagal; coba lagi.",
    youtubeSpent: "Kuota YouTube hari ini untuk layanan ini sudah habis; coba lagi besok.",
    youtubeNoAnswer: "YouTube tidak menjawab; coba lagi sebentar lagi.",
    youtubeCheck:
      "YouTube tidak dapat dijangkau untuk memeriksa video ini sekarang; coba lagi dalam beberapa menit",
    lookupsSpent:
      "Anda sudah memakai kuota pencarian YouTube baru hari ini untuk paket Anda; menyimpan video yang sudah dikenal tetap bisa, dan kuota direset pada tengah malam waktu Pasifik",
  },
};
