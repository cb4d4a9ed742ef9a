/**
 * The contract between a brand's built index.html and the gateway that serves it, kept in one
 * place because three projects meet here: the brand build writes the slot into the boot shell
 * (tools/brand-tools, boot-shell.ts), the gateway fills it on a home navigation with the first
 * banner and the banner list (apps/gateway, modules/spa/home-prerender.ts), and the app reads that
 * list back (libs/shell/data-access, boot-banners.ts). A rename on one side alone would quietly
 * turn prerendering off.
 */

/** Where the gateway writes the home page's first banner, inside the boot shell. */
export const BOOT_MAIN_SLOT = '<!--boot-main-->';

/** The id of the JSON data block holding the home banners the gateway drew from. */
export const BOOT_BANNERS_ID = 'boot-banners';
