import { useEffect } from 'react';

/** The product's name after every screen's, in the browser tab and history. */
export const productName = 'SalesDash';

/**
 * Names the browser tab after the screen ("Team dashboard · SalesDash"), so tabs, history and
 * bookmarks tell screens apart.
 */
export function useDocumentTitle(screen: string): void {
  useEffect(() => {
    document.title = `${screen} · ${productName}`;
  }, [screen]);
}
