/**
 * The My Story page: an epigraph, seven chapters, an FAQ and closing thoughts.
 * The outline is the owner's, but many personal details (ages, family, school events,
 * a neighbour's operation, the pitch grant) are illustrative: the owner checks or replaces
 * each one before publishing. Spraying figures match data/projects.ts.
 */
import type { StoryChapter } from './types';

export const storyIntro: { quote: string; attribution: string } = {
  quote:
    'I wasn’t breaking it, Mum. I only wanted to see what was inside, and whether I could make it do something nobody had asked it to do.',
  attribution: 'Me, at fourteen, explaining a dismantled radio to my mother',
};

export const chapters: readonly StoryChapter[] = [
  {
    label: 'Chapter 1',
    title: 'The Switch',
    paragraphs: [
      'I grew up on the slopes outside Kerugoya, in a house where you could see the white peak of Mount Kenya on clear mornings and smell the paraffin lamp every evening. Below us the land flattened into the Mwea Irrigation Scheme, a patchwork of rice paddies that turned silver whenever the basins were flooded. When the power went off during the long rains, I did my homework beside a tin lamp that left soot on the ceiling.',
      'I was about eight when I decided to make a light of my own. I took two batteries from the radio on our kitchen shelf, a bulb from a broken torch and copper wire stripped from a dead iron. For days nothing happened. Then I learned, mostly by accident, that electricity needs a complete path, out of the battery and back again, and the little bulb flickered yellow in my palm.',
      'A bulb you have to hold is not really a light, so I nailed a bottle-top holder to an offcut of cypress and cut a switch from a strip of tin, bent to press onto a drawing pin. Press, light; lift, dark. My mother was not pleased about the radio, but she kept that board on the window sill for years. It taught me my first lesson of engineering: things are not magic.',
    ],
  },
  {
    label: 'Chapter 2',
    title: 'The Boy Who Texted His Door Open',
    paragraphs: [
      'By Form Two I had a small reputation. Neighbours brought me radios with crackling speakers and phones that would not charge, and I fixed some of them and ruined a few more with a secondhand soldering iron. Our biggest household problem, though, was the front door. There was one key, and whoever had it was always somewhere else, while someone sat on the step for an hour waiting for it to come home by matatu.',
      'My first attempt was crude. I soldered two wires to the vibration motor of an old phone a cousin had lent me, so that an incoming message switched a transistor, the transistor clicked a relay, and the relay fired a car door-lock actuator from a scrap yard in Kerugoya town. It worked too well. The door unlocked itself for wrong numbers, promotional texts and once, well after midnight, an offer on data bundles.',
      'My mother ruled that the padlock stayed on after dark, so I paid for half hours at the cyber café, reading about microcontrollers and GSM modules. The second version accepted a code word only from family numbers, replied “Door open” and locked again after thirty seconds. It was the first thing I built that solved a real problem for the people I lived with, and it taught me not to fear not knowing.',
    ],
  },
  {
    label: 'Chapter 3',
    title: 'Chairman of the Science Congress',
    paragraphs: [
      'In high school I found my people in the Science Congress club, which met every week in a physics lab that smelled of methylated spirit and old wood. The Science Congress, now the Kenya Science and Engineering Fair, runs from school level through county and regional rounds to a national fair. In Form Three I was elected chairman, a grand title for work that was mostly logistics: registers, lab bookings and a budget for wire and plywood.',
      'I learned that a good project can fail because nobody printed the poster, and that organising other people’s work is a skill of its own. My own entry that year was a water-level alarm for paddy basins. Farmers in Mwea walk their fields at dawn to check that the water has not drained away, so I built a float sensor with a buzzer and a light they could see from the path.',
      'It reached the county round, where a judge asked a question I could not answer: “Who will pay for it, and who will fix it when it breaks?” We did not win, and I was disappointed for about a week. Then I realised he had given me the most useful question in engineering, and I have asked it of everything I have built since, right up to the spraying service.',
    ],
  },
  {
    label: 'Chapter 4',
    title: 'From Surgery to Circuits',
    paragraphs: [
      'For most of my childhood I told anyone who asked that I would be a surgeon. I liked biology and the idea of steady hands, and in our village a doctor was the most respected person anyone could name. Then a neighbour needed an operation our county hospital could not offer. Her family held a harambee for fares and a deposit, and she waited weeks in Nairobi for a theatre slot, coming home exhausted and in debt.',
      'Her story was not unusual, and what struck me was that the problem was not only a shortage of surgeons. It was distance, cost, power cuts, missing oxygen and equipment that nobody nearby could repair. Many of those were engineering problems. I began to wonder whether building tools that make surgery safer and cheaper might do more good than becoming one more surgeon in a city hospital. When the time came, I put mechatronics first.',
      'I have not left medicine behind. Those questions became The Surgical Divide, the book I wrote alongside my studies about why millions of Africans cannot reach safe, affordable surgery. They also led me to haptic surgical robotics, where I work on giving surgeons back the sense of touch that most robotic instruments take away. The stethoscope and the circuit board, it turned out, belonged on the same workbench all along.',
    ],
  },
  {
    label: 'Chapter 5',
    title: 'Learning How Machines Think',
    paragraphs: [
      'I joined university in 2022 to study mechatronics engineering, supported by a scholarship program that took me into its 2022 cohort, with mentors and fellow scholars who took their home communities seriously. The first year was humbling. We spent whole afternoons filing mild steel square by hand, and my first proper oscilloscope showed me how much I had been guessing at home. Exam seasons meant past papers, strong tea and study groups until lights out.',
      'Control systems changed how I see machines. My first robot, a line follower built with two classmates, wobbled across the lab floor like a nervous bicycle rider because I had tuned it by guesswork. Learning to model the motors, add feedback and tune a PID controller properly turned that wobble into a smooth, confident curve. It felt like the door project all over again, except that this time I understood the mathematics underneath.',
      'From there the projects grew. I built a small servo-driven arm, then joined research on force feedback for surgical instruments, where a load cell measures forces a thousand times a second and a haptic controller pushes back against the operator’s hand. The labs gave me something my bedroom workbench never could: people who would look at my work, find the flaw I had missed and help me fix it.',
    ],
  },
  {
    label: 'Chapter 6',
    title: 'Pitch Nights',
    paragraphs: [
      'The idea for a drone company came from home. Every season I watched farmers in Mwea wade through flooded paddies with knapsack sprayers, breathing chemical mist and using around 200 litres of mix for every hectare. Agricultural drones existed; an affordable service that smallholders could book by the acre did not. So after labs I squeezed into matatus to evening pitch nights in Nairobi, carrying a laptop, a printed budget and a mandazi for dinner.',
      'My first pitch was a disaster. I spent four minutes on flight times, nozzle sizes and battery chemistry, and had nothing convincing to say when someone asked how much a farmer would pay, whether the aviation authority would allow it, or what would happen if the drone came down on a neighbour’s roof. I rode home on the last matatu knowing that I had described a machine, not a business.',
      'So I went back to Mwea, asked farmers what spraying cost them and read the Kenya Civil Aviation Authority’s drone regulations. For months I lost far more often than I won, but each rejection sharpened the next pitch. Eventually a panel said yes. The seed grant was small, paying towards pilot training and spare propellers, but it told me that people who had heard hundreds of pitches believed this one could work.',
    ],
  },
  {
    label: 'Chapter 7',
    title: 'AngaShamba Takes Off',
    paragraphs: [
      'I founded AngaShamba Drones in 2023. The name joins anga, Swahili for sky, and shamba, the word every Kenyan uses for a farm. Months of pilot licensing, aircraft registration and aviation approvals came before our first flight, just after sunrise over the Mwea paddies. A small crowd gathered on the bund, and egrets lifted out of the rice as the drone laid down a fine mist across the block.',
      'Trust came more slowly than the drone. Farmers are careful with every shilling and every chemical, and many had been promised new technology before. What changed minds was a neighbour’s field sprayed well, a clear record of the area, volume and time of every job, and fair per-acre pricing. Our drone carries a 10-litre tank and applies about 15 litres of mix per hectare instead of 200, and nobody has to walk through treated water.',
      'Farmers’ questions in the field led to Tujue Ukulima, Swahili for “let’s know farming”: short guides in English and Swahili on rice blast, stem borers and safe spraying, written with an agronomist and built for low-cost phones. We are still small, and wind, rain and breakdowns still cancel flights. But when a farmer who once watched us suspiciously from the edge of the field calls to book the next spray, I know we have taken off.',
    ],
  },
  {
    label: 'FAQ',
    title: 'Frequently Asked Questions',
    paragraphs: [
      'These are the questions I hear most often, from students after a mentoring session, from farmers standing on the bund and from people who have just read the title of this page.',
    ],
    questions: [
      {
        question: 'Did the door really open by text?',
        answer:
          'Yes, although the first version was embarrassing: it reacted to any message, so promotional texts unlocked it, sometimes after midnight. The version that worked used a microcontroller and a GSM module that accepted a code word only from family numbers, replied to confirm and locked again after thirty seconds. The padlock still stayed on after dark.',
      },
      {
        question: 'Why drones for rice?',
        answer:
          'Because rice grows in standing water. Spraying a paddy by hand means wading through flooded basins with a tank on your back, breathing mist for hours. A drone flies above the crop, uses about 15 litres of mix per hectare instead of 200, and keeps people out of treated water. Mwea’s regular blocks and canals make flight planning practical.',
      },
      {
        question: 'How do you balance study, a company and mentoring?',
        answer:
          'Not always gracefully. My degree comes first during exam seasons, and the team knows it. A small crew runs most weekday flights while I plan routes, check flight logs and join them at weekends. Mentoring happens mostly in school holidays, often in groups. My scholarship community holds me accountable and tells me honestly when I have taken on too much.',
      },
    ],
  },
  {
    label: 'Final Thoughts',
    title: 'Final Thoughts',
    paragraphs: [
      'Looking back, the path from a torch bulb on a cypress board to a drone over the paddies seems straight. It was not. There were burned fingers, flat batteries, pitches that went nowhere and nights when I wondered whether I should have stayed with medicine. What kept me going was stubborn curiosity, and the people who were patient with it: my mother, my teachers, my mentors and the farmers who gave us a chance.',
      'Since 2021 I have mentored more than 200 high school students, mostly in Kirinyaga County. Many arrive convinced that engineering belongs to people from big cities with big laboratories. I tell them about the door, the radio batteries and the scrap-yard actuator, and I tell them to start with a problem they can see from their own doorstep. You do not need expensive tools, only patience, a notebook and the courage to ask questions.',
      'I am still a student, and there is far more I do not know than I do. I want AngaShamba to serve more farmers across the scheme, I want surgical tools that reach county hospitals, and I want to keep opening doors, literally and otherwise, for the students who come after me. The boy who texted his door open never really looked back. He just kept finding new doors to open.',
    ],
  },
];
