import { Avatar, type SxProps, type Theme } from '@mui/material';
import { initialsOf } from '../rules/name';
import { usePictureSrc } from './usePictureSrc';

interface PictureAvatarProps {
  /** account_picture: the address of the person's stored picture, or none. */
  picture: string | null | undefined;
  fullName: string;
  size: number;
  /** The picture's text alternative; empty where the name is written beside it. */
  alt?: string;
  sx?: SxProps<Theme>;
}

/** A person's picture, or their initials while there is none (or it is still loading). */
export function PictureAvatar({ picture, fullName, size, alt = '', sx }: PictureAvatarProps) {
  const src = usePictureSrc(picture);
  return (
    <Avatar
      src={src}
      alt={alt}
      sx={{ width: size, height: size, fontSize: size * 0.36, bgcolor: 'primary.main', color: 'primary.contrastText', ...sx }}
    >
      {initialsOf(fullName)}
    </Avatar>
  );
}
