import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Flags drawn in a 640×480 box, for the countries of the provider's data centres. Emoji flags are
 * not used: many desktop systems (Windows, most Linux installs) show them as two bare letters.
 */
const FLAGS: Record<string, ReactNode> = {
  NO: (
    <>
      <rect width="640" height="480" fill="#ba0c2f" />
      <path d="M176 0h128v480H176zM0 176h640v128H0z" fill="#fff" />
      <path d="M208 0h64v480h-64zM0 208h640v64H0z" fill="#00205b" />
    </>
  ),
  SE: (
    <>
      <rect width="640" height="480" fill="#006aa7" />
      <path d="M176 0h80v480h-80zM0 200h640v80H0z" fill="#fecc02" />
    </>
  ),
  NL: (
    <>
      <rect width="640" height="480" fill="#21468b" />
      <rect width="640" height="320" fill="#fff" />
      <rect width="640" height="160" fill="#ae1c28" />
    </>
  ),
  DE: (
    <>
      <rect width="640" height="480" fill="#ffce00" />
      <rect width="640" height="320" fill="#dd0000" />
      <rect width="640" height="160" fill="#000" />
    </>
  ),
  GB: (
    <>
      <rect width="640" height="480" fill="#012169" />
      <path d="M0 0l640 480M640 0L0 480" stroke="#fff" strokeWidth="96" />
      <path d="M0 0l640 480M640 0L0 480" stroke="#c8102e" strokeWidth="32" />
      <path d="M320 0v480M0 240h640" stroke="#fff" strokeWidth="160" />
      <path d="M320 0v480M0 240h640" stroke="#c8102e" strokeWidth="96" />
    </>
  ),
  US: (
    <>
      <rect width="640" height="480" fill="#fff" />
      {Array.from({ length: 7 }, (_, i) => (
        <rect key={i} y={i * 73.85} width="640" height="36.92" fill="#b22234" />
      ))}
      <rect width="256" height="258.5" fill="#3c3b6e" />
    </>
  ),
};

export interface CountryFlagProps {
  /** ISO 3166 alpha-2 code, e.g. from the last two characters of a location (spec 2 §2.12). */
  code: string;
  /** The country's name, read out instead of the picture. */
  label: string;
  size?: number;
}

/** A country's flag at `size` px wide (4:3); a country without a drawing shows its code. */
export function CountryFlag({ code, label, size = 28 }: CountryFlagProps) {
  const flag = FLAGS[code.toUpperCase()];
  const frame = {
    width: size,
    height: (size * 3) / 4,
    borderRadius: '4px',
    flexShrink: 0,
    boxShadow: (theme: { palette: { divider: string } }) => `0 0 0 1px ${theme.palette.divider}`,
    overflow: 'hidden',
  };
  if (!flag) {
    return (
      <Box
        role="img"
        aria-label={label}
        sx={{ ...frame, display: 'grid', placeItems: 'center', bgcolor: 'action.selected', fontSize: size / 3, fontWeight: 700 }}
      >
        {code.toUpperCase()}
      </Box>
    );
  }
  return (
    <Box component="svg" role="img" aria-label={label} viewBox="0 0 640 480" preserveAspectRatio="none" sx={{ ...frame, display: 'block' }}>
      {flag}
    </Box>
  );
}
