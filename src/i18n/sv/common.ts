import type { CommonMessages } from '../common.js';

const sv: CommonMessages = {
  storageUnavailable: 'Webbläsaren låter inte sidan spara: allt fungerar tills du stänger sidan.',
  storageFull: 'Webbläsarens lagring är full: den senaste ändringen sparades inte på enheten.',
  restoreFailed:
    'Det sparade läget kunde inte återställas; det lades åt sidan och ett nytt startades.',
  storageConflict:
    'En annan flik ändrade detta samtidigt: det nyare läget visas, och din senaste ändring sparades inte.',
};
export default sv;
