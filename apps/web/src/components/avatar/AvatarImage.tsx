import type { Grade } from '@highlight/domain/stars';
import type { Avatar } from '@highlight/domain/user';
import { useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { BanditArt, BountyHunterArt, CatArt, SpaceCarrotArt, starPath, type ArtProps } from './AvatarArt.tsx';

const ART: Record<Avatar, ComponentType<ArtProps>> = {
  cat: CatArt,
  bounty_hunter: BountyHunterArt,
  space_carrot: SpaceCarrotArt,
  bandit: BanditArt,
};

/** Catalogue keys of the avatars' names and descriptions (spec §9). */
export const AVATAR_NAMES: Record<Avatar, string> = {
  cat: 'web:avatars.cat.name',
  bounty_hunter: 'web:avatars.bounty_hunter.name',
  space_carrot: 'web:avatars.space_carrot.name',
  bandit: 'web:avatars.bandit.name',
};
export const AVATAR_DESCRIPTIONS: Record<Avatar, string> = {
  cat: 'web:avatars.cat.description',
  bounty_hunter: 'web:avatars.bounty_hunter.description',
  space_carrot: 'web:avatars.space_carrot.description',
  bandit: 'web:avatars.bandit.description',
};

/** Background and ring colours per grade: grey-blue, green, violet, gold. */
const PALETTE: Record<Grade, { background: string; ring: string }> = {
  1: { background: '#E8EDF6', ring: '#A3B1CC' },
  2: { background: '#DDF4EC', ring: '#2FA58A' },
  3: { background: '#ECE5FC', ring: '#7B5CD6' },
  4: { background: '#FFF2CC', ring: '#E0A400' },
};

/**
 * spec §9, DESIGN.md "each avatar has an image per grade": the avatar drawn at `grade`, in a
 * medallion whose colour and row of small stars show the grade.
 */
export function AvatarImage({ avatar, grade, size = 120 }: { avatar: Avatar; grade: Grade; size?: number }) {
  const { t } = useTranslation();
  // useId may hold characters that are awkward in a url(#…) reference.
  const clipId = `avatar-clip-${useId().replace(/[^\w-]/g, '')}`;
  const Art = ART[avatar];
  const { background, ring } = PALETTE[grade];
  const label = t('avatars.imageAlt', { name: t(AVATAR_NAMES[avatar]), grade });
  return (
    <svg
      viewBox="0 0 120 120"
      width={size}
      height={size}
      role="img"
      aria-label={label}
      data-testid={`avatar-image-${avatar}-${grade}`}
    >
      <title>{label}</title>
      <defs>
        <clipPath id={clipId}>
          <circle cx="60" cy="60" r="56" />
        </clipPath>
      </defs>
      <circle cx="60" cy="60" r="56" fill={background} />
      {grade === 4 && (
        <circle cx="60" cy="60" r="50" fill="none" stroke="#FFD166" strokeWidth="1.5" strokeDasharray="3 4" />
      )}
      <g clipPath={`url(#${clipId})`}>
        <Art grade={grade} />
      </g>
      <circle cx="60" cy="60" r="56" fill="none" stroke={ring} strokeWidth={grade === 4 ? 5 : 3} />
      {Array.from({ length: grade }, (_, index) => (
        <path
          key={index}
          d={starPath(60 + (index - (grade - 1) / 2) * 13, 112, 5.5)}
          fill="#FFD166"
          stroke="#B7791F"
          strokeWidth="0.8"
        />
      ))}
    </svg>
  );
}
