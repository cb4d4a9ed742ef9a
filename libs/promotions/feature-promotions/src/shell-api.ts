// The promotions domain's door for the shell (`@platform/promotions/feature-promotions/shell-api`):
// the list the home page reads to decide whether it shows the carousel. The shell may use only
// feature and ui entries of another domain; this file is apart from src/index.ts because the shell
// loads that one lazily (the carousel, the points mall), and a static import of it would bring the
// screens and DOMPurify into the home page's chunk.
export { usePromotions } from '@platform/promotions/data-access';
