// Endpoints the push allow-list accepts and refuses, shared by the unit test of lib/push/endpoint.ts
// and the backend test that the database check agrees with it.

/** The push services browsers use. */
export const PUSH_SERVICE_ENDPOINTS = [
  "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bH-abc_123",
  "https://fcm.googleapis.com/wp/dGVzdA:APA91bH-abc_123",
  "https://fcm.googleapis.com:443/fcm/send/dGVzdA",
  "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk-abc",
  "https://push.services.mozilla.com/wpush/v1/gAAAAABk-abc",
  "https://web.push.apple.com/QGx1ZXJ5LWlk",
  "https://api.push.apple.com/3/device/abc",
  "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB%2bcd%3d",
  "https://db5p.notify.windows.com/w/?token=abc",
  "https://bn3p.wns.windows.com/w/?token=abc",
];

/** Every other host, however it is written. */
export const OTHER_HOSTS = [
  "https://push.example.com/x",
  "https://localhost/x",
  "https://localhost./x",
  "https://metadata.google.internal./computeMetadata/v1/",
  "https://metadata.google.internal/computeMetadata/v1/",
  "https://printer.local./x",
  "https://127.0.0.1.nip.io/x",
  "https://10.0.0.1.sslip.io/x",
  "https://intranet/x",
  // Trailing dots, look-alikes and suffixes that are not the service's own.
  "https://fcm.googleapis.com./fcm/send/x",
  "https://fcm.googleapis.com.evil.example/fcm/send/x",
  "https://evilfcm.googleapis.com/fcm/send/x",
  "https://x.fcm.googleapis.com/fcm/send/x",
  "https://push.apple.com/x",
  "https://notify.windows.com/w/x",
  "https://web.push.apple.com.evil.example/x",
  "https://evilpush.services.mozilla.com.evil.example/x",
  // Upper case and internationalised host names that parse to an allowed host.
  "https://FCM.googleapis.com/fcm/send/x",
  "https://fcm.GoogleApis.com/fcm/send/x",
  "HTTPS://fcm.googleapis.com/fcm/send/x",
  "https://ｆｃｍ.googleapis.com/fcm/send/x",
  "https://fcm。googleapis。com/fcm/send/x",
  "https://fcm%2Egoogleapis.com/fcm/send/x",
  "https://xn--fcm-0na.googleapis.com/fcm/send/x",
  // IP literals.
  "https://10.0.0.8/x",
  "https://192.168.1.1/x",
  "https://169.254.169.254/latest/meta-data",
  "https://127.0.0.1/x",
  "https://2130706433/x",
  "https://0x7f.0.0.1/x",
  "https://[::1]/x",
  "https://[::ffff:169.254.169.254]/x",
];

/** Not HTTPS on port 443, or with user info. */
export const OTHER_SHAPES = [
  "http://fcm.googleapis.com/fcm/send/x",
  "ws://fcm.googleapis.com/fcm/send/x",
  "ftp://fcm.googleapis.com/x",
  "javascript:alert(1)",
  "https://fcm.googleapis.com",
  "https://fcm.googleapis.com:8443/fcm/send/x",
  "https://fcm.googleapis.com:80/fcm/send/x",
  "https://fcm.googleapis.com:0443/fcm/send/x",
  "https://fcm.googleapis.com:/fcm/send/x",
  "https://user:pass@fcm.googleapis.com/fcm/send/x",
  "https://fcm.googleapis.com@10.0.0.1/x",
  "https://fcm.googleapis.com\\@10.0.0.1/x",
  "https://fcm.googleapis.com#@10.0.0.1/x",
  "https://fcm.googleapis.com?@10.0.0.1/x",
  "https://fcm.googleapis.com/with space",
  "https://fcm.googleapis.com/tab\there",
  `https://fcm.googleapis.com/${"a".repeat(2048)}`,
];
