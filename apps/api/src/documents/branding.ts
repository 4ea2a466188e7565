/**
 * The firm's identity on its documents (issue #8 §4: name, logo and accent colour come from
 * configuration: FIRM_NAME, FIRM_LOGO, FIRM_ACCENT_COLOR). Read once per worker thread.
 */
import { readFileSync } from 'node:fs';

export interface Branding {
  /** Shown in the header band and the footer, e.g. "Highlight Conseil". */
  firmName: string;
  /** `#RRGGBB`: headings, rules, the requested skills of a tailored file. */
  accentColor: string;
  /** PNG or JPEG bytes of the logo, printed at the top right; null for none. */
  logo: Uint8Array | null;
}

/** Where a worker finds the branding: the logo as a path, so its bytes are read once per thread. */
export interface BrandingConfig {
  firmName: string;
  accentColor: string;
  logoPath: string | null;
}

/** The default identity: the product's own name and its navy accent. */
export const DEFAULT_BRANDING: BrandingConfig = {
  firmName: 'Highlight',
  accentColor: '#1d3f6e',
  logoPath: null,
};

/**
 * Reads the logo of `config` (PNG or JPEG, checked by its signature). Throws with the path when the
 * file is missing or is neither PNG nor JPEG, so a bad FIRM_LOGO fails at start-up, not per file.
 */
export function loadBranding(config: BrandingConfig): Branding {
  if (config.logoPath === null)
    return { firmName: config.firmName, accentColor: config.accentColor, logo: null };
  const logo = new Uint8Array(readFileSync(config.logoPath));
  const png = logo[0] === 0x89 && logo[1] === 0x50 && logo[2] === 0x4e && logo[3] === 0x47;
  const jpeg = logo[0] === 0xff && logo[1] === 0xd8;
  if (!png && !jpeg) throw new Error(`FIRM_LOGO ${config.logoPath} is neither a PNG nor a JPEG image`);
  return { firmName: config.firmName, accentColor: config.accentColor, logo };
}
