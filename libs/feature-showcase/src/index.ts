export { HeroPage, type HeroPageProps } from './hero-page.tsx';
export { WelcomePage, type WelcomePageProps, type WelcomeShortcut } from './welcome-page.tsx';
export { ButtonGallery } from './button-gallery.tsx';
export { TypeScale } from './type-scale.tsx';
