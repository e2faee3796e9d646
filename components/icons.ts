/**
 * Every icon the site draws, rendered to inline SVG at build time (no icon code reaches the
 * browser). Each comes from its own module: the package index would make esbuild parse all
 * 5,000 Tabler icons on every build.
 */
import type { IconName } from '../data/types';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconArrowRight from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
import IconArrowUp from '@tabler/icons-react/dist/esm/icons/IconArrowUp.mjs';
import IconAtom from '@tabler/icons-react/dist/esm/icons/IconAtom.mjs';
import IconAward from '@tabler/icons-react/dist/esm/icons/IconAward.mjs';
import IconBook from '@tabler/icons-react/dist/esm/icons/IconBook.mjs';
import IconBrain from '@tabler/icons-react/dist/esm/icons/IconBrain.mjs';
import IconBrandGithub from '@tabler/icons-react/dist/esm/icons/IconBrandGithub.mjs';
import IconBrandLinkedin from '@tabler/icons-react/dist/esm/icons/IconBrandLinkedin.mjs';
import IconBrandWhatsapp from '@tabler/icons-react/dist/esm/icons/IconBrandWhatsapp.mjs';
import IconBrandYoutube from '@tabler/icons-react/dist/esm/icons/IconBrandYoutube.mjs';
import IconCalendar from '@tabler/icons-react/dist/esm/icons/IconCalendar.mjs';
import IconCertificate from '@tabler/icons-react/dist/esm/icons/IconCertificate.mjs';
import IconChartBar from '@tabler/icons-react/dist/esm/icons/IconChartBar.mjs';
import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import IconDrone from '@tabler/icons-react/dist/esm/icons/IconDrone.mjs';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import IconFileText from '@tabler/icons-react/dist/esm/icons/IconFileText.mjs';
import IconMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import IconMapPin from '@tabler/icons-react/dist/esm/icons/IconMapPin.mjs';
import IconMenu2 from '@tabler/icons-react/dist/esm/icons/IconMenu2.mjs';
import IconMicroscope from '@tabler/icons-react/dist/esm/icons/IconMicroscope.mjs';
import IconMoon from '@tabler/icons-react/dist/esm/icons/IconMoon.mjs';
import IconPhone from '@tabler/icons-react/dist/esm/icons/IconPhone.mjs';
import IconPlayerPlayFilled from '@tabler/icons-react/dist/esm/icons/IconPlayerPlayFilled.mjs';
import IconQuote from '@tabler/icons-react/dist/esm/icons/IconQuote.mjs';
import IconRobot from '@tabler/icons-react/dist/esm/icons/IconRobot.mjs';
import IconSchool from '@tabler/icons-react/dist/esm/icons/IconSchool.mjs';
import IconSend from '@tabler/icons-react/dist/esm/icons/IconSend.mjs';
import IconSeedling from '@tabler/icons-react/dist/esm/icons/IconSeedling.mjs';
import IconSun from '@tabler/icons-react/dist/esm/icons/IconSun.mjs';
import IconUsers from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
import IconX from '@tabler/icons-react/dist/esm/icons/IconX.mjs';

export {
  IconArrowLeft,
  IconArrowRight,
  IconArrowUp,
  IconBrandGithub,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconBrandYoutube,
  IconCalendar,
  IconCertificate,
  IconChevronDown,
  IconExternalLink,
  IconFileText,
  IconMail,
  IconMapPin,
  IconMenu2,
  IconMicroscope,
  IconMoon,
  IconPhone,
  IconPlayerPlayFilled,
  IconQuote,
  IconSeedling,
  IconSend,
  IconSun,
  IconX,
};

/** The icons content can name (see data/types.ts). */
export const iconByName = {
  drone: IconDrone,
  brain: IconBrain,
  robot: IconRobot,
  atom: IconAtom,
  chart: IconChartBar,
  graduation: IconSchool,
  award: IconAward,
  users: IconUsers,
  book: IconBook,
  sprout: IconSeedling,
  microscope: IconMicroscope,
  quote: IconQuote,
} satisfies Record<IconName, unknown>;
