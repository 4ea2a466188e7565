/**
 * Original artwork of the four avatars of spec §9 (cat, space bounty hunter, space carrot,
 * intergalactic bandit), drawn in a 120 × 120 box. Each grade (1–4, DESIGN.md) adds to the picture:
 * grade 2 a first accessory, grade 3 space gear, grade 4 gold.
 */
import type { Grade } from '@highlight/domain/stars';

export interface ArtProps {
  grade: Grade;
}

const INK = '#2B2D42';

/** A five-pointed star centred on (cx, cy) with outer radius r. */
export function starPath(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(2)} ${(cy + radius * Math.sin(angle)).toFixed(2)}`,
    );
  }
  return `M${points.join(' L')} Z`;
}

/** The cat: a collar and bell (2), a space helmet (3), a gold-rimmed helmet with a star and a gold bell (4). */
export function CatArt({ grade }: ArtProps) {
  return (
    <g>
      <path d="M30 116 Q32 86 60 84 Q88 86 90 116 Z" fill="#E8904A" />
      <path d="M34 58 L38 24 L58 42 Z" fill="#F4A259" />
      <path d="M86 58 L82 24 L62 42 Z" fill="#F4A259" />
      <path d="M39 48 L41 31 L52 42 Z" fill="#F7C6C7" />
      <path d="M81 48 L79 31 L68 42 Z" fill="#F7C6C7" />
      <ellipse cx="60" cy="60" rx="30" ry="26" fill="#F4A259" />
      <path d="M60 36 v8 M52 38 l2 7 M68 38 l-2 7" stroke="#D9773A" strokeWidth="3" strokeLinecap="round" />
      <ellipse cx="60" cy="70" rx="12" ry="8" fill="#FBE3C8" />
      <ellipse cx="49" cy="59" rx="4.5" ry="6" fill={INK} />
      <ellipse cx="71" cy="59" rx="4.5" ry="6" fill={INK} />
      <circle cx="50.5" cy="57" r="1.6" fill="#fff" />
      <circle cx="72.5" cy="57" r="1.6" fill="#fff" />
      <path d="M57 66 h6 l-3 3.5 z" fill="#E56B6F" />
      <path
        d="M60 69.5 q-3 4 -6 2 M60 69.5 q3 4 6 2"
        stroke={INK}
        strokeWidth="1.5"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M44 68 L28 65 M44 71 L28 73 M76 68 L92 65 M76 71 L92 73"
        stroke="#6B4226"
        strokeWidth="1.2"
        strokeLinecap="round"
      />
      {grade >= 3 && (
        <g>
          <circle
            cx="60"
            cy="58"
            r="40"
            fill="#BDE0FE"
            fillOpacity="0.25"
            stroke={grade >= 4 ? '#E0A400' : '#8ECAE6'}
            strokeWidth="3"
          />
          <path
            d="M31 46 A32 32 0 0 1 50 25"
            stroke="#fff"
            strokeWidth="4"
            strokeLinecap="round"
            fill="none"
            opacity="0.8"
          />
        </g>
      )}
      {grade >= 4 && <path d={starPath(88, 30, 7)} fill="#FFD166" stroke="#E0A400" strokeWidth="1" />}
      {grade >= 2 && (
        <g>
          <path d="M40 84 Q60 94 80 84 L80 89 Q60 99 40 89 Z" fill="#E63946" />
          <circle
            cx="60"
            cy="95"
            r="4.5"
            fill={grade >= 4 ? '#FFD166' : '#ADB5BD'}
            stroke="#8D6E00"
            strokeWidth="1"
          />
        </g>
      )}
    </g>
  );
}

/**
 * The space bounty hunter: a shoulder guard and strap (2), a glowing visor and crest (3), gold
 * trim and an emblem (4).
 */
export function BountyHunterArt({ grade }: ArtProps) {
  return (
    <g>
      <path d="M26 116 Q28 88 60 86 Q92 88 94 116 Z" fill="#3E4A61" />
      <rect x="52" y="78" width="16" height="10" fill="#2E3648" />
      <path
        d="M36 50 Q36 26 60 26 Q84 26 84 50 L84 72 Q84 82 74 82 L46 82 Q36 82 36 72 Z"
        fill="#8D99AE"
        stroke={grade >= 4 ? '#E0A400' : 'none'}
        strokeWidth="2.5"
      />
      {grade >= 3 && <path d="M60 27 V44" stroke="#EF476F" strokeWidth="5" strokeLinecap="round" />}
      <rect
        x="41"
        y="46"
        width="38"
        height="16"
        rx="8"
        fill={grade >= 3 ? '#0E7490' : '#1B263B'}
        stroke={grade >= 3 ? '#4CC9F0' : 'none'}
        strokeWidth="2"
      />
      <path d="M46 51 h12" stroke="#4CC9F0" strokeWidth="2.5" strokeLinecap="round" />
      <path
        d="M44 70 h8 M44 74 h8 M68 70 h8 M68 74 h8"
        stroke="#5C677D"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path d="M84 44 L94 30" stroke="#5C677D" strokeWidth="3" strokeLinecap="round" />
      <circle cx="94" cy="29" r="3" fill="#EF476F" />
      {grade >= 2 && (
        <g>
          <path d="M26 104 Q28 88 44 88 L48 102 Z" fill="#F77F00" />
          <path d="M46 90 L80 116" stroke="#6D4C41" strokeWidth="5" />
        </g>
      )}
      {grade >= 4 && <path d={starPath(72, 100, 6)} fill="#FFD166" stroke="#E0A400" strokeWidth="1" />}
    </g>
  );
}

/** The space carrot: goggles (2), fins and a booster flame (3), a golden orbit ring (4). */
export function SpaceCarrotArt({ grade }: ArtProps) {
  return (
    <g>
      {grade >= 4 && (
        <path
          d="M14 66 A46 12 0 0 1 106 66"
          transform="rotate(-15 60 66)"
          fill="none"
          stroke="#E0A400"
          strokeWidth="3"
        />
      )}
      {grade >= 3 && (
        <g>
          <path d="M46 82 L33 100 L49 96 Z" fill="#E63946" />
          <path d="M74 82 L87 100 L71 96 Z" fill="#E63946" />
        </g>
      )}
      <path d="M60 34 Q48 12 40 20 Q50 26 56 36 Z" fill="#52B788" />
      <path d="M60 34 Q60 8 68 12 Q64 24 62 36 Z" fill="#40916C" />
      <path d="M60 34 Q76 14 82 22 Q70 28 64 37 Z" fill="#52B788" />
      <path d="M38 44 Q60 28 82 44 Q78 70 64 104 Q60 110 56 104 Q42 70 38 44 Z" fill="#F77F00" />
      <path d="M46 72 h8 M66 80 h7 M52 92 h6" stroke="#D45D00" strokeWidth="2.5" strokeLinecap="round" />
      {grade >= 3 && <path d="M55 105 Q60 122 65 105 Q60 111 55 105 Z" fill="#FFD166" />}
      <circle cx="47" cy="61" r="3" fill="#FF8FA3" opacity="0.7" />
      <circle cx="73" cy="61" r="3" fill="#FF8FA3" opacity="0.7" />
      <circle cx="52" cy="52" r="4" fill={INK} />
      <circle cx="68" cy="52" r="4" fill={INK} />
      <circle cx="53.3" cy="50.7" r="1.3" fill="#fff" />
      <circle cx="69.3" cy="50.7" r="1.3" fill="#fff" />
      <path d="M53 61 Q60 67 67 61" stroke={INK} strokeWidth="2" fill="none" strokeLinecap="round" />
      {grade >= 2 && (
        <g>
          <path d="M39 50 H45 M59 52 H61 M75 50 H81" stroke="#495057" strokeWidth="3" strokeLinecap="round" />
          <circle cx="52" cy="52" r="7" fill="#A0E7E5" fillOpacity="0.35" stroke="#495057" strokeWidth="3" />
          <circle cx="68" cy="52" r="7" fill="#A0E7E5" fillOpacity="0.35" stroke="#495057" strokeWidth="3" />
        </g>
      )}
      {grade >= 4 && (
        <g>
          <path
            d="M106 66 A46 12 0 0 1 14 66"
            transform="rotate(-15 60 66)"
            fill="none"
            stroke="#E0A400"
            strokeWidth="3"
          />
          <circle cx="101" cy="40" r="5" fill="#FFD166" stroke="#E0A400" strokeWidth="1" />
        </g>
      )}
    </g>
  );
}

/** The intergalactic bandit: a neckerchief (2), a loot bag (3), a golden hat and tooth (4). */
export function BanditArt({ grade }: ArtProps) {
  return (
    <g>
      <path d="M28 116 Q30 90 60 88 Q90 90 92 116 Z" fill="#5A189A" />
      <path d="M48 38 Q42 24 36 20" stroke="#57CC99" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M72 38 Q78 24 84 20" stroke="#57CC99" strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="35" cy="19" r="4" fill="#FFD166" />
      <circle cx="85" cy="19" r="4" fill="#FFD166" />
      <ellipse cx="60" cy="62" rx="27" ry="28" fill="#80ED99" />
      <path d="M32 52 Q60 44 88 52 L88 64 Q60 58 32 64 Z" fill="#22223B" />
      <path d="M88 56 L98 50 M88 60 L98 64" stroke="#22223B" strokeWidth="3" strokeLinecap="round" />
      <ellipse cx="49" cy="57" rx="6" ry="4.5" fill="#fff" />
      <ellipse cx="71" cy="57" rx="6" ry="4.5" fill="#fff" />
      <circle cx="50" cy="57" r="2.5" fill="#22223B" />
      <circle cx="72" cy="57" r="2.5" fill="#22223B" />
      <path d="M50 74 Q60 80 70 74" stroke="#1B4332" strokeWidth="2.2" fill="none" strokeLinecap="round" />
      {grade >= 2 && (
        <g>
          <path d="M40 86 Q60 93 80 86 L60 106 Z" fill="#E63946" />
          <circle cx="56" cy="93" r="1.4" fill="#fff" />
          <circle cx="64" cy="93" r="1.4" fill="#fff" />
          <circle cx="60" cy="99" r="1.4" fill="#fff" />
        </g>
      )}
      {grade >= 3 && (
        <g>
          <path d="M84 96 Q78 84 88 82 L94 82 Q104 84 98 96 Q101 110 91 110 Q81 110 84 96 Z" fill="#B08968" />
          <path d="M86 84 h10" stroke="#7F5539" strokeWidth="2" strokeLinecap="round" />
          <path d={starPath(91, 98, 5)} fill="#FFD166" />
        </g>
      )}
      {grade >= 4 && (
        <g>
          <path d="M44 40 Q46 22 60 22 Q74 22 76 40 Z" fill="#FFD166" />
          <path d="M45 36 Q60 32 75 36" stroke="#C99700" strokeWidth="3" fill="none" />
          <path d="M32 42 Q60 32 88 42 L84 46 Q60 38 36 46 Z" fill="#E0A400" />
          <rect x="61" y="76" width="3.5" height="3.5" rx="0.8" fill="#FFD166" />
        </g>
      )}
    </g>
  );
}
