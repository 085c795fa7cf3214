/**
 * A CSV file's text: UTF-8 (with or without a BOM) when its bytes are valid UTF-8, else Windows-1251, which Russian
 * and Ukrainian Excel writes with "CSV (разделители — запятые)". A fatal decoder tells the two apart.
 */
export function decodeText(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1251').decode(bytes);
  }
}
