import { useAtomValue } from 'jotai';
import { languageAtom } from '@platform/shared/session';
import { useBanners } from '@platform/shell/data-access';
import { BannerArt, BannerPicture } from './banner-art';

/**
 * The home page's still first banner, shown while the carousel's chunk loads: the same art and
 * words as the boot shell and the carousel (read from the home banner list already in the
 * cache, by picture), so the words do not blink out between the two.
 */
export function BannerImage({ src, alt, loading }: { src?: string; alt?: string; loading?: 'eager' | 'lazy' }) {
  const language = useAtomValue(languageAtom);
  const banner = useBanners('w_home', language).data?.find((b) => b.url === src);
  if (banner) return <BannerArt banner={banner} loading={loading} />;
  return <BannerPicture src={src} alt={alt} loading={loading} />;
}
