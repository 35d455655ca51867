export const metadata = { title: "Empty page", description: "The benchmark's reference page." };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
