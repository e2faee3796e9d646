/**
 * Every icon the site draws, rendered to inline SVG at build time (no icon code reaches the
 * browser). Each comes from its own module: the package index would make esbuild parse all
 * 5,000 Tabler icons on every build.
 */
import type { IconName } from '../data/types';
import { spriteIcon } from './IconSprite';
import TablerArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import TablerArrowRight from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
import TablerArrowUp from '@tabler/icons-react/dist/esm/icons/IconArrowUp.mjs';
import TablerAtom from '@tabler/icons-react/dist/esm/icons/IconAtom.mjs';
import TablerAward from '@tabler/icons-react/dist/esm/icons/IconAward.mjs';
import TablerBook from '@tabler/icons-react/dist/esm/icons/IconBook.mjs';
import TablerBrain from '@tabler/icons-react/dist/esm/icons/IconBrain.mjs';
import TablerBrandGithub from '@tabler/icons-react/dist/esm/icons/IconBrandGithub.mjs';
import TablerBrandLinkedin from '@tabler/icons-react/dist/esm/icons/IconBrandLinkedin.mjs';
import TablerBrandWhatsapp from '@tabler/icons-react/dist/esm/icons/IconBrandWhatsapp.mjs';
import TablerBrandYoutube from '@tabler/icons-react/dist/esm/icons/IconBrandYoutube.mjs';
import TablerCalendar from '@tabler/icons-react/dist/esm/icons/IconCalendar.mjs';
import TablerChartBar from '@tabler/icons-react/dist/esm/icons/IconChartBar.mjs';
import TablerChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import TablerDrone from '@tabler/icons-react/dist/esm/icons/IconDrone.mjs';
import TablerExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import TablerFileText from '@tabler/icons-react/dist/esm/icons/IconFileText.mjs';
import TablerMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import TablerMapPin from '@tabler/icons-react/dist/esm/icons/IconMapPin.mjs';
import TablerMenu2 from '@tabler/icons-react/dist/esm/icons/IconMenu2.mjs';
import TablerMicroscope from '@tabler/icons-react/dist/esm/icons/IconMicroscope.mjs';
import TablerMoon from '@tabler/icons-react/dist/esm/icons/IconMoon.mjs';
import TablerPhone from '@tabler/icons-react/dist/esm/icons/IconPhone.mjs';
import TablerPlayerPlayFilled from '@tabler/icons-react/dist/esm/icons/IconPlayerPlayFilled.mjs';
import TablerQuote from '@tabler/icons-react/dist/esm/icons/IconQuote.mjs';
import TablerRobot from '@tabler/icons-react/dist/esm/icons/IconRobot.mjs';
import TablerSchool from '@tabler/icons-react/dist/esm/icons/IconSchool.mjs';
import TablerSend from '@tabler/icons-react/dist/esm/icons/IconSend.mjs';
import TablerSeedling from '@tabler/icons-react/dist/esm/icons/IconSeedling.mjs';
import TablerSun from '@tabler/icons-react/dist/esm/icons/IconSun.mjs';
import TablerUsers from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
import TablerX from '@tabler/icons-react/dist/esm/icons/IconX.mjs';

const IconArrowLeft = spriteIcon('arrow-left', TablerArrowLeft);
const IconArrowRight = spriteIcon('arrow-right', TablerArrowRight);
const IconArrowUp = spriteIcon('arrow-up', TablerArrowUp);
const IconAtom = spriteIcon('atom', TablerAtom);
const IconAward = spriteIcon('award', TablerAward);
const IconBook = spriteIcon('book', TablerBook);
const IconBrain = spriteIcon('brain', TablerBrain);
const IconBrandGithub = spriteIcon('brand-github', TablerBrandGithub);
const IconBrandLinkedin = spriteIcon('brand-linkedin', TablerBrandLinkedin);
const IconBrandWhatsapp = spriteIcon('brand-whatsapp', TablerBrandWhatsapp);
const IconBrandYoutube = spriteIcon('brand-youtube', TablerBrandYoutube);
const IconCalendar = spriteIcon('calendar', TablerCalendar);
const IconChartBar = spriteIcon('chart-bar', TablerChartBar);
const IconChevronDown = spriteIcon('chevron-down', TablerChevronDown);
const IconDrone = spriteIcon('drone', TablerDrone);
const IconExternalLink = spriteIcon('external-link', TablerExternalLink);
const IconFileText = spriteIcon('file-text', TablerFileText);
const IconMail = spriteIcon('mail', TablerMail);
const IconMapPin = spriteIcon('map-pin', TablerMapPin);
const IconMenu2 = spriteIcon('menu2', TablerMenu2);
const IconMicroscope = spriteIcon('microscope', TablerMicroscope);
const IconMoon = spriteIcon('moon', TablerMoon);
const IconPhone = spriteIcon('phone', TablerPhone);
const IconPlayerPlayFilled = spriteIcon('player-play-filled', TablerPlayerPlayFilled);
const IconQuote = spriteIcon('quote', TablerQuote);
const IconRobot = spriteIcon('robot', TablerRobot);
const IconSchool = spriteIcon('school', TablerSchool);
const IconSend = spriteIcon('send', TablerSend);
const IconSeedling = spriteIcon('seedling', TablerSeedling);
const IconSun = spriteIcon('sun', TablerSun);
const IconUsers = spriteIcon('users', TablerUsers);
const IconX = spriteIcon('x', TablerX);

export {
  IconArrowLeft,
  IconArrowRight,
  IconArrowUp,
  IconBrandGithub,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconBrandYoutube,
  IconCalendar,
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
