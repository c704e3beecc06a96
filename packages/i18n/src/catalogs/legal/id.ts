import type { LegalCatalog } from "./en.ts";

// Indonesian ("Anda"), in the formal style of Indonesian syarat dan ketentuan and kebijakan privasi.
export const legalId: LegalCatalog = {
  lastUpdated: "Terakhir diperbarui: {{date}}",
  onThisPage: "Di halaman ini",
  sections: "Bagian",
  governs:
    "Terjemahan ini disediakan semata-mata untuk memudahkan Anda. Apabila terdapat perbedaan antara terjemahan ini dan versi bahasa Inggris, yang berlaku adalah versi bahasa Inggris. <english>Baca versi bahasa Inggris</english>",
  privacy: {
    title: "Kebijakan Privasi",
    intro:
      "Privasi Anda penting bagi kami. Berikut penjelasan lengkap tentang data yang dikumpulkan VidInsight dan alasannya.",
    introductionTitle: "Pendahuluan",
    introduction:
      "Kebijakan ini menjelaskan informasi apa saja yang dikumpulkan VidInsight melalui situs web dan ekstensi browser-nya untuk Chrome dan Safari, bagaimana kami menggunakannya, dengan siapa kami membagikannya, serta pilihan yang Anda miliki. Kami hanya mengumpulkan data yang diperlukan agar produk dapat berfungsi, dan kami tidak menjual data pribadi.",
    collectedTitle: "Informasi yang Kami Kumpulkan",
    accountInfo:
      "<b>Informasi akun.</b> Alamat email Anda, yang digunakan oleh penyedia layanan masuk kami (Firebase Authentication dari Google) untuk mengirimkan tautan masuk atau untuk memasukkan Anda dengan akun Google; nama yang Anda tambahkan ke profil; zona waktu Anda; serta pengaturan Anda, seperti email ringkasan harian.",
    youtubeData:
      "<b>Data YouTube yang Anda izinkan.</b> Saat Anda menghubungkan channel melalui jendela otorisasi Google, kami menerima akses hanya-baca ke ID, judul, dan thumbnail channel Anda serta daftar channel yang Anda ikuti, beserta token akses yang diperlukan untuk membacanya. Kami tidak pernah memposting ke channel Anda atau mengubahnya.",
    paymentInfo:
      "<b>Informasi pembayaran.</b> Pembayaran diproses oleh Stripe. Kami menerima paket Anda, status langganan Anda, dan tanggal penagihannya. Detail kartu Anda langsung dikirim ke Stripe; kami tidak pernah melihat atau menyimpannya.",
    extension:
      "<b>Yang disimpan dan dikirim oleh ekstensi.</b> Di perangkat Anda, ekstensi menyimpan token masuk, ID video yang Anda simpan, dan channel yang terhubung, agar dapat menampilkan akun Anda saat Anda menjelajahi YouTube. Untuk menampilkan metrik, ekstensi membaca data publik di halaman YouTube yang Anda buka (seperti ID video, jumlah tayangan, dan tag) dan mengirimkan ID video dan channel ke server kami untuk mengambil skor outlier dan tayangan per jam. Ekstensi tidak merekam riwayat penjelajahan Anda dan tidak berjalan di situs selain YouTube dan situs web ini.",
    savedVideos:
      "<b>Video tersimpan.</b> Video yang Anda simpan, agar tetap tersedia saat Anda masuk berikutnya, baik di situs web maupun di ekstensi.",
    website:
      "<b>Di situs web ini.</b> Penyimpanan lokal browser Anda menyimpan salinan data akun Anda agar halaman dimuat lebih cepat, dan selama proses masuk, alamat email yang Anda ketik. Jika Anda mendaftar ke program afiliasi, kami menyimpan data yang Anda kirimkan. Jika Anda membuka chat dukungan, penyedia layanan chat memproses pesan yang Anda kirim.",
    useTitle: "Cara Kami Menggunakan Informasi Anda",
    useSignIn:
      "Untuk memasukkan Anda ke akun serta menyinkronkan akun, video tersimpan, dan pengaturan Anda antara situs web dan ekstensi.",
    useStatistics:
      "Untuk menghitung statistik yang ditampilkan produk, seperti skor outlier dan tayangan per jam.",
    useSubscription: "Untuk mengelola langganan Anda dan menerapkan batas paket Anda.",
    useEmail:
      "Untuk mengirim email ringkasan harian jika diaktifkan, serta pemberitahuan layanan terkait akun Anda.",
    useSupport:
      "Untuk menanggapi permintaan dukungan dan pendaftaran afiliasi, serta untuk menjaga keamanan layanan.",
    sharingTitle: "Pembagian Informasi",
    sharingIntro:
      "Kami hanya membagikan informasi kepada penyedia yang menjalankan sebagian layanan atas nama kami, dan hanya sebatas yang mereka perlukan:",
    sharingGoogle:
      "Google: Firebase Authentication untuk proses masuk, dan Layanan API YouTube untuk data YouTube.",
    sharingStripe: "Stripe, untuk pembayaran dan penagihan.",
    sharingHosting: "Penyedia hosting, database, dan pengiriman email kami.",
    sharingChat: "Penyedia live chat, untuk pesan yang Anda kirim melalui chat dukungan.",
    sharingLaw:
      "Kami juga dapat mengungkapkan informasi apabila diwajibkan oleh hukum. Kami tidak menjual informasi Anda dan tidak menggunakannya untuk iklan.",
    securityTitle: "Keamanan Data",
    security:
      "Seluruh lalu lintas data menggunakan HTTPS. Proses masuk tidak memakai kata sandi, sehingga tidak ada kata sandi Anda yang perlu kami simpan. Akses ke channel YouTube Anda hanya disimpan di server kami, dan statistik YouTube yang kami simpan diperbarui atau dihapus dalam waktu 30 hari, sesuai ketentuan kebijakan YouTube. Tidak ada sistem yang sepenuhnya aman, tetapi kami berupaya melindungi informasi Anda dan akan memberi tahu Anda tentang pelanggaran data yang memengaruhi Anda sesuai ketentuan hukum.",
    rightsTitle: "Hak Anda",
    rightsEdit: "Melihat dan mengubah profil serta pengaturan Anda di halaman akun.",
    rightsDelete: "Menghapus akun beserta datanya dari pengaturan akun kapan saja.",
    rightsDisconnect:
      "Memutuskan channel YouTube di halaman akun, atau mencabut akses VidInsight di <settings>pengaturan keamanan Akun Google Anda</settings>.",
    rightsRecap: "Menonaktifkan email ringkasan harian di pengaturan notifikasi.",
    rightsCopy: "Meminta salinan data Anda, atau hal lain terkait privasi Anda, melalui email.",
    rightsGoogle:
      "Karena kami menggunakan Layanan API YouTube, <google>Kebijakan Privasi Google</google> juga berlaku untuk data YouTube. Hubungi kami di <email>{{email}}</email>.",
    changesTitle: "Perubahan atas Kebijakan Ini",
    changes:
      "Kami akan memperbarui kebijakan ini apabila produk mengubah data yang dikumpulkan atau cara penggunaannya. Tanggal di bagian atas menunjukkan versi terbaru, dan kami akan memberi tahu Anda melalui email tentang perubahan penting sebelum perubahan tersebut berlaku.",
  },
  terms: {
    title: "Ketentuan Layanan",
    intro: "Ketentuan ini mengatur penggunaan ekstensi browser dan situs web VidInsight.",
    acceptanceTitle: "Persetujuan atas Ketentuan",
    acceptance:
      'Dengan memasang ekstensi browser VidInsight, membuat akun, atau menggunakan situs web ini (secara bersama-sama disebut "Layanan"), Anda menyetujui Ketentuan Layanan ini. Jika Anda tidak setuju, mohon untuk tidak menggunakan Layanan.',
    youtube:
      "VidInsight menggunakan Layanan API YouTube. Dengan menggunakan Layanan, Anda juga setuju untuk terikat pada <youtube>Persyaratan Layanan YouTube</youtube>. VidInsight tidak berafiliasi dengan, tidak didukung oleh, dan tidak disponsori oleh YouTube maupun Google.",
    modificationTitle: "Perubahan Layanan",
    modification:
      "Kami terus menyempurnakan VidInsight, sehingga fitur, batas, dan paket dapat berubah, serta bagian dari Layanan dapat ditambahkan, diubah, atau dihentikan. Apabila suatu perubahan secara material mengurangi isi paket berbayar, kami akan memberi tahu pelanggan melalui email sebelum perubahan tersebut berlaku.",
    updates:
      "Kami dapat memperbarui Ketentuan ini dari waktu ke waktu. Tanggal di bagian atas menunjukkan versi terbaru; dengan tetap menggunakan Layanan setelah pembaruan, Anda dianggap menyetujui Ketentuan yang telah diperbarui.",
    privacyTitle: "Kebijakan Privasi",
    privacy:
      "<privacy>Kebijakan Privasi</privacy> kami menjelaskan data yang kami kumpulkan (seperti alamat email Anda, data channel YouTube yang Anda izinkan, dan status langganan Anda), alasan kami mengumpulkannya, serta pilihan yang Anda miliki. Kebijakan Privasi merupakan bagian dari Ketentuan ini.",
    accountTitle: "Akun Pengguna",
    account:
      "Anda masuk melalui tautan yang dikirim ke alamat email Anda atau dengan Akun Google Anda. Anda bertanggung jawab menjaga keamanan akses ke akun email tersebut dan atas segala aktivitas yang dilakukan melalui akun VidInsight Anda. Segera beri tahu kami jika Anda menduga ada orang lain yang dapat mengakses akun Anda.",
    age: "Anda harus berusia minimal 13 tahun (atau usia minimum yang berlaku di negara Anda) untuk menggunakan Layanan.",
    billing:
      "Paket berbayar ditagih setiap bulan melalui Stripe hingga dibatalkan. Anda dapat membatalkan kapan saja; akses tetap berlaku hingga akhir periode penagihan. Paket berbayar dilengkapi jaminan uang kembali selama 14 hari.",
    misuse:
      "Dilarang menyalahgunakan Layanan, termasuk mengambil data dari API kami secara otomatis, menjual kembali akses, atau mencoba mengakali batas paket maupun langkah keamanan. Kami dapat menangguhkan akun yang melakukannya.",
    deletion: "Anda dapat menghapus akun kapan saja dari pengaturan akun.",
    liabilityTitle: "Batasan Tanggung Jawab",
    asIs: 'Layanan disediakan "sebagaimana adanya" dan "sebagaimana tersedia". Angka seperti skor outlier dan tayangan per jam merupakan perkiraan yang diperoleh dari data publik YouTube dan dapat tertunda, tidak lengkap, atau tidak akurat; angka tersebut adalah alat bantu riset, bukan jaminan atas performa video apa pun.',
    liability:
      "Sejauh diizinkan oleh hukum yang berlaku, VidInsight tidak bertanggung jawab atas kerugian tidak langsung, insidental, khusus, konsekuensial, atau yang bersifat hukuman, maupun atas hilangnya keuntungan, pendapatan, atau data, yang timbul dari penggunaan Layanan oleh Anda. Total tanggung jawab kami atas klaim apa pun terbatas pada jumlah yang telah Anda bayarkan kepada kami dalam dua belas bulan sebelum klaim diajukan.",
    lawTitle: "Hukum yang Berlaku",
    law: "Ketentuan ini diatur oleh hukum Amerika Serikat dan negara bagian tempat VidInsight terdaftar, tanpa memperhatikan kaidah hukum perdata internasional. Ada pertanyaan tentang Ketentuan ini? Kirim email ke <email>{{email}}</email>.",
  },
};
