import type { CommonMessages } from '../common.js';

const sv: CommonMessages = {
  storageUnavailable:
    'Webbläsaren låter inte sidan spara just nu: tills det går igen försvinner ändringar här när du stänger sidan.',
  storageFull:
    'Webbläsarens lagring är full: ändringar här sparas inte på enheten och försvinner när du stänger sidan.',
  restoreFailed:
    'Det sparade läget kunde inte återställas; det lades åt sidan och ett nytt startades.',
  restoreStuck:
    'Det sparade läget kunde inte återställas, och lagringen är för full för att lägga det åt sidan: det lämnas som det var, och ändringar här sparas inte på enheten.',
  storageConflict:
    'En annan flik ändrade det här spelet först: din inmatning sparades inte. Detta är det sparade spelet.',
};
export default sv;
