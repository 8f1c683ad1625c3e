/** localStorage key of the colour-mode preference (read by the boot script too, boot/boot.ts). */
export const colorModeStorageKey = 'color-mode';
