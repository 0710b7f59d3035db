/** Indonesian success messages of the identity calls (errors come from the contract's catalogue). */
export const AUTH_MESSAGES = {
  csrf: 'Token keamanan dibuat.',
  registered: 'Registrasi berhasil. Kode OTP telah dikirim ke email Anda.',
  registeredMailFailed: 'Registrasi berhasil, tetapi email OTP gagal dikirim. Silakan kirim ulang kode OTP.',
  otpVerified: 'Email berhasil diverifikasi.',
  otpSent: 'Kode OTP telah dikirim ke email Anda.',
  emailChanged: 'Alamat email diubah. Kode OTP baru telah dikirim ke alamat baru.',
  loggedIn: 'Login berhasil.',
  otpRequired: 'Akun belum diverifikasi. Silakan masukkan kode OTP yang dikirim ke email Anda.',
  loggedOut: 'Logout berhasil.',
  mfaRequired: 'Masukkan kode dari aplikasi autentikator Anda untuk menyelesaikan login.',
  loginCodeRequired:
    'Ada banyak percobaan login yang gagal pada akun ini. Jika email dan password benar, kode login telah dikirim ke email akun; masukkan kode tersebut.',
  // Identical for known and unknown addresses: it must not say whether the e-mail exists.
  forgotPassword: 'Jika email terdaftar, tautan untuk mengatur ulang password telah dikirim.',
  passwordReset: 'Password berhasil diubah. Silakan login dengan password baru.',
  pendingUser: 'OK',
} as const;
