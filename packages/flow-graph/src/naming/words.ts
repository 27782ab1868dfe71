// Word lists for random flow names.

export const NAME_ADJECTIVES: readonly string[] = [
  'Admiring', 'Adoring', 'Agitated', 'Amazing', 'Angry', 'Awesome', 'Blissful', 'Bold', 'Brave', 'Busy',
  'Charming', 'Clever', 'Compassionate', 'Competent', 'Confident', 'Cool', 'Curious', 'Dazzling', 'Determined',
  'Dreamy', 'Eager', 'Ecstatic', 'Elastic', 'Elated', 'Elegant', 'Eloquent', 'Epic', 'Fervent', 'Festive',
  'Flamboyant', 'Focused', 'Friendly', 'Frosty', 'Gallant', 'Gifted', 'Goofy', 'Gracious', 'Happy', 'Hardcore',
  'Heuristic', 'Hopeful', 'Hungry', 'Infallible', 'Inspiring', 'Intelligent', 'Jolly', 'Jovial', 'Keen', 'Kind',
  'Laughing', 'Loving', 'Lucid', 'Magical', 'Modest', 'Musing', 'Mystifying', 'Nervous', 'Nice', 'Nifty',
  'Nostalgic', 'Objective', 'Optimistic', 'Peaceful', 'Pensive', 'Practical', 'Priceless', 'Quirky', 'Quizzical',
  'Relaxed', 'Reverent', 'Romantic', 'Serene', 'Sharp', 'Silly', 'Sleepy', 'Stoic', 'Sweet', 'Tender', 'Thirsty',
  'Trusting', 'Upbeat', 'Vibrant', 'Vigilant', 'Vigorous', 'Wizardly', 'Wonderful', 'Youthful', 'Zealous', 'Zen',
];

export const NAME_SCIENTISTS: readonly string[] = [
  'Agnesi', 'Archimedes', 'Babbage', 'Bardeen', 'Bell', 'Bohr', 'Boole', 'Brahmagupta', 'Cannon', 'Carson',
  'Chandrasekhar', 'Curie', 'Darwin', 'Descartes', 'Dijkstra', 'Einstein', 'Euclid', 'Euler', 'Faraday', 'Fermat',
  'Fermi', 'Feynman', 'Franklin', 'Galileo', 'Gauss', 'Goodall', 'Hamilton', 'Hawking', 'Heisenberg', 'Hertz',
  'Hodgkin', 'Hopper', 'Hypatia', 'Jemison', 'Johnson', 'Kepler', 'Khorana', 'Knuth', 'Kowalevski', 'Lamarr',
  'Leakey', 'Leibniz', 'Lovelace', 'Mayer', 'McClintock', 'Meitner', 'Mendel', 'Mirzakhani', 'Morse', 'Newton',
  'Nobel', 'Noether', 'Pascal', 'Pasteur', 'Planck', 'Poincare', 'Ramanujan', 'Ride', 'Ritchie', 'Rosalind',
  'Sagan', 'Shannon', 'Shockley', 'Sinoussi', 'Tesla', 'Thompson', 'Torvalds', 'Turing', 'Volta', 'Wilson',
  'Wozniak', 'Wright', 'Wu', 'Yalow', 'Yonath', 'Zhang',
];
