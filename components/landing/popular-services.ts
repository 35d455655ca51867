/** The services in the scrolling strip; their icons are in the landing's sprite (landing-icons.ts). */
export const POPULAR_SERVICES = [
  { name: "Netflix", icon: "netflix" },
  { name: "Spotify", icon: "spotify" },
  { name: "YouTube Premium", icon: "youtube" },
  { name: "Disney+", icon: "disney" },
  { name: "ChatGPT Plus", icon: "chatgpt" },
  { name: "Apple Music", icon: "apple-music" },
  { name: "Amazon Prime", icon: "amazon-prime" },
  { name: "Adobe Creative Cloud", icon: "adobe" },
] as const;
