// fontverter ships no types; this is the one call the font tests use.
declare module "fontverter" {
  const fontverter: {
    convert(font: Uint8Array, format: "truetype" | "woff" | "woff2" | "sfnt"): Promise<Uint8Array>;
  };
  export default fontverter;
}
