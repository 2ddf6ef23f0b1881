/**
 * Demo catalogue for Boipoka: books, reviews and contact messages used to seed a
 * fresh database so the storefront and admin panel have something realistic to show.
 * Pure data, no side effects. Prices are integer paisa (100 paisa = ৳1).
 */

export interface DemoBook {
  name: string;
  author: string;
  /** Further authors, after `author`. */
  coAuthors?: readonly string[];
  publisher: string;
  language: string;
  category: string;
  description: string;
  pricePaisa: number;
  stock: number;
  soldCount: number;
  /** How long before seeding the book was "added"; 0 means just now. */
  daysAgo: number;
  /**
   * The cover's title and author in Latin letters, for a book named in Bangla: a cover is an SVG shown in <img>,
   * which cannot use the page's Bengali web font, so Bangla letters on it draw as boxes where no system font has them.
   */
  cover?: { title: string; author: string };
}

export interface DemoReview {
  /** The book the review is about: the seed attaches the review to a paid order of exactly this book. */
  bookName: string;
  rating: number;
  review: string;
}

export interface DemoContact {
  name: string;
  phone: string;
  email: string;
  address: string;
  message: string;
}

export const DEMO_CATEGORIES: readonly string[] = [
  'Fiction',
  'Bangla Literature',
  'History',
  'Science',
  'Business',
  'Children',
  'Self-Help',
  'Programming',
];

/** The label on the cover of a Bangla-titled demo book (in Latin letters, like the rest of its cover). */
export const BANGLA_EDITION = 'Bangla edition';

export const demoBooks: readonly DemoBook[] = [
  // ── Fiction ──────────────────────────────────────────────────────────────
  {
    name: 'Pride and Prejudice',
    author: 'Jane Austen',
    publisher: 'Penguin Classics',
    language: 'English',
    category: 'Fiction',
    description:
      'Elizabeth Bennet meets the proud Mr Darcy at a country ball and takes an instant dislike to him. A sharp, funny novel about first impressions, family pressure and marriage in Regency England that still reads as fresh as the day it was written.',
    pricePaisa: 35000,
    stock: 42,
    soldCount: 318,
    daysAgo: 365,
  },
  {
    name: 'Great Expectations',
    author: 'Charles Dickens',
    publisher: 'Penguin Classics',
    language: 'English',
    category: 'Fiction',
    description:
      'Orphan Pip is raised by his sister in the Kent marshes until a mysterious benefactor sends him to London to become a gentleman. Dickens follows his rise, his snobbery and his slow education of the heart, with Miss Havisham and the convict Magwitch close behind.',
    pricePaisa: 42050,
    stock: 18,
    soldCount: 141,
    daysAgo: 290,
  },
  {
    name: 'Moby-Dick',
    author: 'Herman Melville',
    publisher: "Oxford World's Classics",
    language: 'English',
    category: 'Fiction',
    description:
      'Ishmael signs on to the whaler Pequod and soon learns that Captain Ahab has only one purpose: to hunt down the white whale that took his leg. Part sea adventure, part meditation on obsession, this unabridged edition includes a short glossary of nautical terms.',
    pricePaisa: 48000,
    stock: 9,
    soldCount: 64,
    daysAgo: 212,
  },
  {
    name: 'Jane Eyre',
    author: 'Charlotte Brontë',
    publisher: "Oxford World's Classics",
    language: 'English',
    category: 'Fiction',
    description:
      'A plain, clever governess arrives at Thornfield Hall and falls for its brooding master, Mr Rochester, while strange noises echo from the attic. A gothic love story and a fierce portrait of a woman who refuses to give up her independence.',
    pricePaisa: 38500,
    stock: 27,
    soldCount: 176,
    daysAgo: 154,
  },
  {
    name: 'The Monsoon Archive',
    author: 'Nusrat Jahan Chowdhury',
    publisher: 'Prothoma Prokashan',
    language: 'English',
    category: 'Fiction',
    description:
      'When a retired librarian in old Dhaka dies, her granddaughter inherits a flooded basement of letters written across three generations. As she dries them page by page through one long rainy season, a family secret about the 1950s slowly rises to the surface.',
    pricePaisa: 52000,
    stock: 33,
    soldCount: 87,
    daysAgo: 21,
  },
  {
    name: 'Salt',
    author: 'Tanvir Hasan',
    publisher: 'Bengal Lights Books',
    language: 'English',
    category: 'Fiction',
    description:
      "A quiet, tightly written novel about a salt farmer in Cox's Bazar who refuses to sell his land to a resort developer. Over one harvest season his stubbornness tests his marriage, his friendships and his sense of what a home is really worth.",
    pricePaisa: 29900,
    stock: 0,
    soldCount: 203,
    daysAgo: 97,
  },
  {
    name: 'The Night Train to Sylhet',
    author: 'Rumana Akter',
    publisher: 'Anyaprokash',
    language: 'English',
    category: 'Fiction',
    description:
      'Seven strangers share a compartment on the overnight train from Dhaka, and by dawn each has told a story they have never told anyone. A warm, cleverly linked collection of tales about love, debt, ambition and forgiveness, perfect for a long journey of your own.',
    pricePaisa: 44000,
    stock: 21,
    soldCount: 12,
    daysAgo: 0,
  },

  // ── Bangla Literature ────────────────────────────────────────────────────
  {
    name: 'Pather Panchali',
    author: 'Bibhutibhushan Bandyopadhyay',
    publisher: 'Mitra & Ghosh',
    language: 'Bangla',
    category: 'Bangla Literature',
    description:
      "The childhood of Apu and his sister Durga in a poor Brahmin household in rural Bengal, told with tenderness and an eye for every pond, mango grove and passing train. The novel that inspired Satyajit Ray's film, in a readable English translation.",
    pricePaisa: 46000,
    stock: 38,
    soldCount: 412,
    daysAgo: 388,
  },
  {
    name: 'Gitanjali',
    author: 'Rabindranath Tagore',
    publisher: 'Visva-Bharati',
    language: 'Bangla',
    category: 'Bangla Literature',
    description:
      "The collection of devotional song-offerings that won Tagore the Nobel Prize in Literature in 1913. This edition prints his own English prose translations alongside short notes on the Bangla originals and an introduction on the poems' reception in London.",
    pricePaisa: 32550,
    stock: 55,
    soldCount: 497,
    daysAgo: 400,
  },
  {
    name: 'Debdas',
    author: 'Sarat Chandra Chattopadhyay',
    publisher: 'Mowla Brothers',
    language: 'Bangla',
    category: 'Bangla Literature',
    description:
      'Devdas, son of a wealthy zamindar, loves his childhood friend Parvati, but pride and family status keep them apart. Heartbroken, he drifts to Calcutta and into drink. A short, devastating novel that has been filmed again and again for a century.',
    pricePaisa: 27500,
    stock: 24,
    soldCount: 265,
    daysAgo: 310,
  },
  {
    name: 'Anandamath',
    author: 'Bankim Chandra Chattopadhyay',
    publisher: 'Sahitya Prakash',
    language: 'Bangla',
    category: 'Bangla Literature',
    description:
      'Set during the Bengal famine of 1770, this novel follows a band of ascetic rebels who take up arms against the ruling powers. Famous as the source of the song Vande Mataram, it is presented here with historical notes and a glossary of Bangla terms.',
    pricePaisa: 31000,
    stock: 14,
    soldCount: 58,
    daysAgo: 233,
  },
  {
    name: 'Padma Nadir Majhi',
    author: 'Manik Bandopadhyay',
    publisher: 'Mowla Brothers',
    language: 'Bangla',
    category: 'Bangla Literature',
    description:
      'Kuber, a poor fisherman on the Padma river, struggles against hunger, floods and the schemes of the mysterious Hossain Mia, who promises a new life on a distant island. A landmark of realist Bangla fiction about the lives of riverine communities.',
    pricePaisa: 38000,
    stock: 30,
    soldCount: 189,
    daysAgo: 120,
  },
  {
    name: 'Shesher Kobita',
    author: 'Rabindranath Tagore',
    publisher: 'Visva-Bharati',
    language: 'Bangla',
    category: 'Bangla Literature',
    description:
      "Amit, a witty Oxford-returned young man, meets the thoughtful Labanya in the hills of Shillong and the two fall into a romance conducted largely in poetry and argument. Tagore's playful, modern novel about love and the limits of marriage.",
    pricePaisa: 29000,
    stock: 0,
    soldCount: 144,
    daysAgo: 66,
  },
  {
    name: 'Kapalkundala',
    author: 'Bankim Chandra Chattopadhyay',
    publisher: 'Sahitya Prakash',
    language: 'Bangla',
    category: 'Bangla Literature',
    description:
      'Stranded on a lonely coast near the sea, young Nabakumar is saved by Kapalkundala, a girl raised by a fearsome tantric hermit. Their marriage carries both of them into a world of court intrigue and fate. One of the earliest romances in Bangla prose.',
    pricePaisa: 24000,
    stock: 11,
    soldCount: 37,
    daysAgo: 0,
  },

  // ── History ──────────────────────────────────────────────────────────────
  {
    name: 'The Decline and Fall of the Roman Empire',
    author: 'Edward Gibbon',
    publisher: 'Penguin Classics',
    language: 'English',
    category: 'History',
    description:
      "Gibbon's monumental account of how the Roman world came apart, from the age of the Antonines to the fall of Constantinople. This abridged single volume keeps the great set pieces and the famous ironic footnotes while remaining readable in a few weeks.",
    pricePaisa: 185000,
    stock: 6,
    soldCount: 19,
    daysAgo: 345,
  },
  {
    name: 'The Histories',
    author: 'Herodotus',
    publisher: 'Penguin Classics',
    language: 'English',
    category: 'History',
    description:
      'The first great work of Western history, tracing the wars between the Greeks and the Persian Empire and stopping along the way for gold-digging ants, Egyptian priests and Scythian customs. Newly typeset with maps, a timeline and an index of names.',
    pricePaisa: 96000,
    stock: 12,
    soldCount: 45,
    daysAgo: 276,
  },
  {
    name: 'Rivers of the Delta: A History of Bengal',
    author: 'Farhana Rahman',
    publisher: 'University Press Limited',
    language: 'English',
    category: 'History',
    description:
      'From ancient Pundranagara to the partition of 1947, this accessible history tells the story of Bengal through its rivers: the trade they carried, the kingdoms they fed and the floods that repeatedly remade the land. Illustrated with old maps and photographs.',
    pricePaisa: 125000,
    stock: 19,
    soldCount: 132,
    daysAgo: 48,
  },
  {
    name: 'Muslin',
    author: 'Ayesha Siddiqa Karim',
    publisher: 'Bengal Publications',
    language: 'English',
    category: 'History',
    description:
      'How a cloth so fine it was called woven air made Dhaka famous across the world, and how it vanished under colonial trade policy. Part economic history, part detective story, the book follows the recent efforts to grow the lost cotton plant again.',
    pricePaisa: 68000,
    stock: 25,
    soldCount: 221,
    daysAgo: 180,
  },
  {
    name: '1971: Voices from the Liberation War',
    author: 'Mahmudul Haque Sarker',
    publisher: 'Prothoma Prokashan',
    language: 'Bangla',
    category: 'History',
    description:
      'Sixty first-hand accounts from freedom fighters, doctors, farmers, students and refugees who lived through the nine months of 1971. Arranged month by month, with short introductions that place each voice in the wider story of the war and of independence.',
    pricePaisa: 78000,
    stock: 40,
    soldCount: 356,
    daysAgo: 14,
  },
  {
    name: 'The Sultans of Gaur',
    author: 'Imran Kabir',
    publisher: 'Asiatic Society of Bangladesh',
    language: 'English',
    category: 'History',
    description:
      'A lively narrative of the independent Bengal Sultanate between the fourteenth and sixteenth centuries, its mosques of terracotta and brick, its poets and its coins. Ideal for readers who have visited Sona Masjid and wanted to know more about the people who built it.',
    pricePaisa: 59500,
    stock: 8,
    soldCount: 29,
    daysAgo: 241,
  },
  {
    name: 'Ports of the Bay',
    author: 'Sharmin Akhter',
    publisher: 'University Press Limited',
    language: 'English',
    category: 'History',
    description:
      'Chattogram, Satgaon, Sonargaon and Hooghly: this book visits the harbours that linked Bengal with Arabia, China and Europe, and explains how Portuguese adventurers, Arakanese kings and Mughal governors fought over the trade of the Bay of Bengal.',
    pricePaisa: 71000,
    stock: 16,
    soldCount: 73,
    daysAgo: 102,
  },

  // ── Science ──────────────────────────────────────────────────────────────
  {
    name: 'On the Origin of Species',
    author: 'Charles Darwin',
    publisher: "Oxford World's Classics",
    language: 'English',
    category: 'Science',
    description:
      'The 1859 book that introduced the theory of evolution by natural selection to the public. Darwin builds his argument patiently from pigeon breeding, barnacles and island birds. This edition reprints the first edition text with a modern introduction and notes.',
    pricePaisa: 55000,
    stock: 22,
    soldCount: 167,
    daysAgo: 330,
  },
  {
    name: 'Relativity: The Special and General Theory',
    author: 'Albert Einstein',
    publisher: 'Routledge',
    language: 'English',
    category: 'Science',
    description:
      "Einstein's own popular explanation of his theories, written for readers with no more than school mathematics. Trains, lightning strikes and falling lifts make space-time understandable. Includes the original appendices on the experimental evidence.",
    pricePaisa: 36000,
    stock: 29,
    soldCount: 98,
    daysAgo: 260,
  },
  {
    name: 'The Chemical History of a Candle',
    author: 'Michael Faraday',
    publisher: 'Dover Publications',
    language: 'English',
    category: 'Science',
    description:
      'Six Christmas lectures given by Faraday to young people at the Royal Institution, using nothing more than a burning candle to explain combustion, air, water and the chemistry of breathing. A classic of science teaching, with simple experiments to try at home.',
    pricePaisa: 22000,
    stock: 35,
    soldCount: 81,
    daysAgo: 199,
  },
  {
    name: 'Mangrove Minds: The Ecology of the Sundarbans',
    author: 'Dr. Shafiqul Islam',
    publisher: 'Bangla Academy',
    language: 'English',
    category: 'Science',
    description:
      "A field ecologist explains how the world's largest mangrove forest works: tides, salinity, tigers, crabs, honey collectors and the roots that breathe air. Packed with colour diagrams, it also asks what rising seas will mean for the forest and its people.",
    pricePaisa: 88000,
    stock: 13,
    soldCount: 54,
    daysAgo: 35,
  },
  {
    name: 'Monsoon Physics',
    author: 'Dr. Rezaul Karim',
    publisher: 'Tamralipi',
    language: 'English',
    category: 'Science',
    description:
      'Why does the rain arrive in June, and why does it sometimes fail? A clear introduction to the atmosphere over South Asia, from sea surface temperatures and jet streams to cyclone forecasting, written by a meteorologist for curious readers and students.',
    pricePaisa: 64000,
    stock: 17,
    soldCount: 42,
    daysAgo: 88,
  },
  {
    name: 'The Quiet Cell',
    author: 'Laila Haque',
    publisher: 'Adarsha',
    language: 'English',
    category: 'Science',
    description:
      'A biologist takes us inside the living cell, where molecular machines copy DNA, fold proteins and decide when to divide or die. Elegant prose and hand-drawn illustrations make a difficult subject surprisingly calm and approachable for non-specialists.',
    pricePaisa: 73000,
    stock: 20,
    soldCount: 66,
    daysAgo: 3,
  },
  {
    name: 'Stars Over Sylhet',
    author: 'Arif Mahmud',
    publisher: 'Anupam Prakashani',
    language: 'Bangla',
    category: 'Science',
    description:
      'A month-by-month guide to the night sky as seen from Bangladesh, with star maps, planet positions and tips for observing with binoculars or a small telescope. Also covers the history of astronomy in Bengal and how to escape light pollution near cities.',
    pricePaisa: 49500,
    stock: 26,
    soldCount: 0,
    daysAgo: 0,
  },

  // ── Business ─────────────────────────────────────────────────────────────
  {
    name: 'The Wealth of Nations',
    author: 'Adam Smith',
    publisher: 'Penguin Classics',
    language: 'English',
    category: 'Business',
    description:
      'The founding text of modern economics, on the division of labour, markets, wages, money and the role of the state. This carefully abridged edition keeps the famous pin factory and invisible hand passages, with a short guide to the ideas in plain language.',
    pricePaisa: 98000,
    stock: 10,
    soldCount: 77,
    daysAgo: 372,
  },
  {
    name: 'Bazaar to Boardroom',
    author: 'Kamrul Hassan',
    publisher: 'Adarsha',
    language: 'English',
    category: 'Business',
    description:
      'Profiles of twelve Bangladeshi entrepreneurs who started with a single stall, rickshaw workshop or home kitchen and built national companies. Practical lessons on credit, family partnerships, hiring and trust, drawn from interviews over ten years.',
    pricePaisa: 62000,
    stock: 31,
    soldCount: 284,
    daysAgo: 145,
  },
  {
    name: 'Small Shop, Big Ledger',
    author: 'Sadia Afrin',
    publisher: 'Adarsha',
    language: 'Bangla',
    category: 'Business',
    description:
      'A hands-on bookkeeping guide for shop owners and small traders. Learn how to record daily sales, track credit customers, price for profit, handle VAT basics and read your own numbers, with worked examples in taka and ready-to-copy templates.',
    pricePaisa: 39000,
    stock: 45,
    soldCount: 191,
    daysAgo: 57,
  },
  {
    name: 'Threads of Export',
    author: 'Mizanur Rahman Khan',
    publisher: 'University Press Limited',
    language: 'English',
    category: 'Business',
    description:
      "An inside look at the ready-made garment industry that transformed the economy, from the first factories of the late 1970s to today's green buildings. Covers buyers, margins, labour rights and what comes next as automation reaches the sewing floor.",
    pricePaisa: 84000,
    stock: 14,
    soldCount: 103,
    daysAgo: 222,
  },
  {
    name: 'The Patient Founder',
    author: 'Nadia Islam',
    publisher: 'Ananya',
    language: 'English',
    category: 'Business',
    description:
      'Most startup advice celebrates speed. This book argues for patience: growing on revenue, keeping customers for years and avoiding the funding treadmill. Case studies from Dhaka, Bengaluru and Nairobi show how slow and steady companies quietly win.',
    pricePaisa: 57500,
    stock: 23,
    soldCount: 68,
    daysAgo: 9,
  },
  {
    name: 'Cash Flow for Humans',
    author: 'Rafiq Ahmed',
    publisher: 'Adarsha',
    language: 'English',
    category: 'Business',
    description:
      'Profit on paper means nothing if you cannot pay salaries on the first of the month. A friendly, jargon-free guide to forecasting cash, negotiating payment terms, managing inventory and surviving slow seasons, for owners who hate spreadsheets.',
    pricePaisa: 45000,
    stock: 37,
    soldCount: 122,
    daysAgo: 131,
  },
  {
    name: 'Negotiation',
    author: 'Tahmina Chowdhury',
    publisher: 'Prothoma Prokashan',
    language: 'English',
    category: 'Business',
    description:
      'A compact handbook on getting to agreement with suppliers, landlords, employers and customers. Short chapters cover preparation, anchoring, silence, walking away and keeping relationships intact, each ending with a realistic role-play exercise.',
    pricePaisa: 33000,
    stock: 52,
    soldCount: 39,
    daysAgo: 304,
  },

  // ── Children ─────────────────────────────────────────────────────────────
  {
    name: "Alice's Adventures in Wonderland",
    author: 'Lewis Carroll',
    publisher: 'Puffin Books',
    language: 'English',
    category: 'Children',
    description:
      "Alice follows a white rabbit down a hole and tumbles into a world of talking animals, mad tea parties and a queen who wants everyone's head cut off. The complete text with the original illustrations by John Tenniel, printed on thick, child-friendly paper.",
    pricePaisa: 28000,
    stock: 48,
    soldCount: 233,
    daysAgo: 355,
  },
  {
    name: 'The Jungle Book',
    author: 'Rudyard Kipling',
    publisher: 'Puffin Books',
    language: 'English',
    category: 'Children',
    description:
      'Mowgli, a boy raised by wolves in the Indian jungle, learns the law of the jungle from Baloo the bear and Bagheera the panther, and must face the tiger Shere Khan. This edition includes the Rikki-Tikki-Tavi and White Seal stories too.',
    pricePaisa: 26500,
    stock: 39,
    soldCount: 158,
    daysAgo: 280,
  },
  {
    name: 'Peter Pan',
    author: 'J. M. Barrie',
    publisher: 'Puffin Books',
    language: 'English',
    category: 'Children',
    description:
      'Wendy, John and Michael fly out of their nursery window with Peter Pan and Tinker Bell to Neverland, home of the Lost Boys, mermaids and the dreadful Captain Hook. A beautifully illustrated edition of the timeless story of the boy who never grew up.',
    pricePaisa: 24500,
    stock: 44,
    soldCount: 119,
    daysAgo: 167,
  },
  {
    name: 'Thakurmar Jhuli',
    author: 'Dakshinaranjan Mitra Majumder',
    publisher: 'Mitra & Ghosh',
    language: 'Bangla',
    category: 'Children',
    description:
      "Grandmother's bag of stories: the beloved collection of Bengali folk tales about princes, demons, talking birds and clever heroes, first published in 1907. Retold in English for young readers with bright new illustrations on every spread.",
    pricePaisa: 34000,
    stock: 60,
    soldCount: 301,
    daysAgo: 76,
  },
  {
    name: 'Tuntuni and the Clever Crow',
    author: 'Shirin Sultana',
    publisher: 'Shishu Academy',
    language: 'Bangla',
    category: 'Children',
    description:
      "Tuntuni the tailorbird is very small, but when a greedy crow steals the village children's sweets, she comes up with a plan that only a small bird could carry out. A funny picture book about brains beating size, ideal for reading aloud to ages four to seven.",
    pricePaisa: 18000,
    stock: 50,
    soldCount: 174,
    daysAgo: 28,
  },
  {
    name: "Moni's Red Kite",
    author: 'Habib Rahman',
    publisher: 'Shishu Academy',
    language: 'English',
    category: 'Children',
    description:
      'Everyone in the neighbourhood is flying kites for Poush Sankranti, and Moni has made her own bright red one. When it gets stuck high in a jackfruit tree, her friends must work together to rescue it. A gentle story about friendship and rooftop festivals.',
    pricePaisa: 19500,
    stock: 28,
    soldCount: 87,
    daysAgo: 5,
  },
  {
    name: 'The Boat That Wanted to Fly',
    author: 'Anika Tabassum',
    publisher: 'Agamee Prakashani',
    language: 'English',
    category: 'Children',
    description:
      'A little wooden boat on the Buriganga watches the aeroplanes overhead and dreams of the sky. A bedtime story with soft watercolour pictures about wishes, patience and discovering that being yourself can be the greatest adventure of all.',
    pricePaisa: 21000,
    stock: 34,
    soldCount: 46,
    daysAgo: 190,
  },

  // ── Self-Help ────────────────────────────────────────────────────────────
  {
    name: 'Meditations',
    author: 'Marcus Aurelius',
    publisher: 'Penguin Classics',
    language: 'English',
    category: 'Self-Help',
    description:
      'The private notebooks of a Roman emperor, written on campaign, reminding himself how to live with calm, duty and humility. Two thousand years later these short reflections remain one of the most practical guides to dealing with stress and difficult people.',
    pricePaisa: 25000,
    stock: 47,
    soldCount: 389,
    daysAgo: 320,
  },
  {
    name: 'As a Man Thinketh',
    author: 'James Allen',
    publisher: 'Dover Publications',
    language: 'English',
    category: 'Self-Help',
    description:
      'A slim, influential essay from 1903 arguing that our thoughts shape our character, circumstances and health. Read in an afternoon and remembered for years, it has inspired generations of writers on personal growth. Pocket-sized hardback edition.',
    pricePaisa: 18500,
    stock: 58,
    soldCount: 142,
    daysAgo: 250,
  },
  {
    name: 'Self-Help',
    author: 'Samuel Smiles',
    publisher: "Oxford World's Classics",
    language: 'English',
    category: 'Self-Help',
    description:
      'The Victorian bestseller that gave the genre its name, full of short biographies of inventors, craftsmen and scientists who rose through perseverance. Dated in places, yet still a stirring collection of stories about hard work, thrift and good character.',
    pricePaisa: 31500,
    stock: 15,
    soldCount: 21,
    daysAgo: 395,
  },
  {
    name: 'Slow Mornings',
    author: 'Maliha Rahman',
    publisher: 'Ananya',
    language: 'English',
    category: 'Self-Help',
    description:
      "A gentle guide to starting the day without your phone. Drawing on sleep science and simple routines from her grandmother's house in Rajshahi, the author shows how twenty unhurried minutes each morning can improve focus, mood and family life.",
    pricePaisa: 36500,
    stock: 32,
    soldCount: 95,
    daysAgo: 41,
  },
  {
    name: 'The Ten-Minute Habit',
    author: 'Jamal Uddin',
    publisher: 'Ananya',
    language: 'Bangla',
    category: 'Self-Help',
    description:
      'Big goals fail because the first step is too large. This practical book shows how to build habits in ten-minute blocks, track them on a single page and recover when you miss a day. Includes worksheets for study, fitness, saving money and reading more.',
    pricePaisa: 34900,
    stock: 41,
    soldCount: 268,
    daysAgo: 112,
  },
  {
    name: 'Focus in a Noisy City',
    author: 'Sabrina Hossain',
    publisher: 'Kathaprokash',
    language: 'English',
    category: 'Self-Help',
    description:
      'Traffic, notifications, crowded flats and endless group chats: city life in Dhaka is built for distraction. A psychologist offers realistic techniques for deep work, studying and rest when silence is simply not available, tested with students and office workers.',
    pricePaisa: 42000,
    stock: 19,
    soldCount: 57,
    daysAgo: 18,
  },
  {
    name: 'Quiet Confidence',
    author: 'Farzana Yasmin',
    publisher: 'Kathaprokash',
    language: 'English',
    category: 'Self-Help',
    description:
      'Confidence does not have to be loud. For introverts preparing for interviews, presentations and family gatherings, this book offers small, repeatable practices for speaking up, setting boundaries and recovering your energy afterwards.',
    pricePaisa: 38000,
    stock: 27,
    soldCount: 110,
    daysAgo: 206,
  },

  // ── Programming ──────────────────────────────────────────────────────────
  {
    name: 'TypeScript from the Ground Up',
    author: 'Rashed Karim',
    publisher: 'Tamralipi',
    language: 'English',
    category: 'Programming',
    description:
      'Learn TypeScript by building a real web application step by step: types, generics, narrowing, modules and strict mode. Each chapter ends with exercises and a short code review of common mistakes. Assumes basic JavaScript knowledge and nothing more.',
    pricePaisa: 145000,
    stock: 24,
    soldCount: 213,
    daysAgo: 30,
  },
  {
    name: 'Practical PostgreSQL',
    author: 'Mehedi Hasan',
    publisher: 'Tamralipi',
    language: 'English',
    category: 'Programming',
    description:
      'Design schemas, write efficient queries, read EXPLAIN plans and choose the right indexes. This hands-on guide covers transactions, full-text and trigram search, JSON columns, backups and migrations, with examples taken from a real online shop database.',
    pricePaisa: 168000,
    stock: 12,
    soldCount: 94,
    daysAgo: 74,
  },
  {
    name: 'Algorithms, Gently',
    author: 'Tasnim Ferdous',
    coAuthors: ['Rezwan Hossain'],
    publisher: 'Anupam Prakashani',
    language: 'English',
    category: 'Programming',
    description:
      'Sorting, searching, graphs and dynamic programming explained with pictures, everyday analogies and short Python programs. Written for self-taught developers and students preparing for programming contests or job interviews who found the textbooks intimidating.',
    pricePaisa: 112500,
    stock: 30,
    soldCount: 176,
    daysAgo: 138,
  },
  {
    name: 'Designing Web APIs That Last',
    author: 'Sajid Anwar',
    coAuthors: ['Nafisa Tabassum'],
    publisher: 'Tamralipi',
    language: 'English',
    category: 'Programming',
    description:
      'Resource design, pagination, errors, versioning, authentication and rate limits: the decisions that are hard to change once clients depend on them. Drawing on ten years of building payment and e-commerce APIs, the author explains what to get right on day one.',
    pricePaisa: 189000,
    stock: 9,
    soldCount: 51,
    daysAgo: 62,
  },
  {
    name: 'React in Practice',
    author: 'Nabila Hossain',
    publisher: 'Tamralipi',
    language: 'Bangla',
    category: 'Programming',
    description:
      'Components, hooks, state management, forms, routing and testing, taught through a complete storefront project. Strong emphasis on accessibility, performance and keeping components small enough to understand. Updated for the latest version of React.',
    pricePaisa: 155000,
    stock: 17,
    soldCount: 139,
    daysAgo: 7,
  },
  {
    name: 'Git',
    author: 'Zubair Ahmed',
    publisher: 'Adarsha',
    language: 'English',
    category: 'Programming',
    description:
      'A short, visual pocket guide to Git for beginners and anyone who has ever panicked after a bad merge. Covers commits, branches, rebasing, resolving conflicts and undoing mistakes safely, with diagrams of exactly what happens inside the repository.',
    pricePaisa: 48500,
    stock: 46,
    soldCount: 262,
    daysAgo: 225,
  },
  {
    name: 'Distributed Systems for the Impatient',
    author: 'Dr. Kazi Mahbub',
    publisher: 'Tamralipi',
    language: 'English',
    category: 'Programming',
    description:
      'Replication, consensus, queues, caching and failure modes explained without heavy mathematics. Each chapter starts from a real outage story and works backwards to the underlying principle, then shows how to design systems that degrade gracefully under load.',
    pricePaisa: 240000,
    stock: 5,
    soldCount: 23,
    daysAgo: 0,
  }, // ── Bangla titles ─────────────────────────────────────────────────────────
  {
    name: 'গীতাঞ্জলি',
    author: 'রবীন্দ্রনাথ ঠাকুর',
    publisher: 'বিশ্বসাহিত্য কেন্দ্র',
    language: 'Bangla',
    category: 'Bangla Literature',
    description:
      'নোবেলজয়ী এই কাব্যগ্রন্থে রবীন্দ্রনাথ ঈশ্বর, প্রকৃতি আর মানুষের সঙ্গে এক নিভৃত আলাপে বসেছেন। সহজ অথচ গভীর গানের মতো কবিতাগুলো প্রজন্মের পর প্রজন্ম পাঠককে শান্তি আর ভাবনার খোরাক দিয়ে চলেছে।',
    pricePaisa: 25000,
    stock: 34,
    soldCount: 412,
    daysAgo: 340,
    cover: { title: 'Gitanjali', author: 'Rabindranath Tagore' },
  },
  {
    name: 'অগ্নিবীণা',
    author: 'কাজী নজরুল ইসলাম',
    publisher: 'নজরুল ইনস্টিটিউট',
    language: 'Bangla',
    category: 'Bangla Literature',
    description:
      'বিদ্রোহী কবির প্রথম কাব্যগ্রন্থ, যার পাতায় পাতায় পরাধীনতার বিরুদ্ধে আগুন ঝরানো উচ্চারণ। ‘বিদ্রোহী’, ‘প্রলয়োল্লাস’সহ বারোটি কবিতা আজও বাঙালির সাহস আর আত্মমর্যাদার প্রতীক হয়ে আছে।',
    pricePaisa: 18000,
    stock: 27,
    soldCount: 265,
    daysAgo: 310,
    cover: { title: 'Agnibina', author: 'Kazi Nazrul Islam' },
  },
  {
    name: 'পথের পাঁচালী',
    author: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়',
    publisher: 'মিত্র ও ঘোষ',
    language: 'Bangla',
    category: 'Bangla Literature',
    description:
      'নিশ্চিন্দিপুর গ্রামের দরিদ্র পরিবারে বেড়ে ওঠা অপু আর দুর্গার শৈশবের গল্প। রেলগাড়ি দেখার স্বপ্ন, কাশবনের দুপুর আর অভাবের সংসারের মায়া মিলিয়ে বাংলা সাহিত্যের এক অমর উপন্যাস।',
    pricePaisa: 38000,
    stock: 21,
    soldCount: 356,
    daysAgo: 280,
    cover: { title: 'Pather Panchali', author: 'Bibhutibhushan Bandyopadhyay' },
  },
  {
    name: 'দেবদাস',
    author: 'শরৎচন্দ্র চট্টোপাধ্যায়',
    publisher: 'বিশ্বসাহিত্য কেন্দ্র',
    language: 'Bangla',
    category: 'Bangla Literature',
    description:
      'জমিদারপুত্র দেবদাস আর শৈশবের সঙ্গী পার্বতীর ভালোবাসা সমাজের বাধায় পূর্ণতা পায় না। অভিমান, অনুশোচনা আর আত্মক্ষয়ের এই করুণ কাহিনি শতবর্ষ পেরিয়েও পাঠকের চোখ ভেজায়।',
    pricePaisa: 16000,
    stock: 40,
    soldCount: 298,
    daysAgo: 250,
    cover: { title: 'Devdas', author: 'Sarat Chandra Chattopadhyay' },
  },
  {
    name: 'লালসালু',
    author: 'সৈয়দ ওয়ালীউল্লাহ',
    publisher: 'নওরোজ সাহিত্য সম্ভার',
    language: 'Bangla',
    category: 'Bangla Literature',
    description:
      'মহব্বতনগর গ্রামে এক অজ্ঞাত কবরকে মাজার বানিয়ে মজিদ গড়ে তোলে তার প্রতিপত্তি। ধর্মব্যবসা, কুসংস্কার আর গ্রামীণ সমাজের ক্ষমতার খেলা নিয়ে বাংলাদেশের উপন্যাসের এক মাইলফলক।',
    pricePaisa: 20000,
    stock: 33,
    soldCount: 241,
    daysAgo: 220,
    cover: { title: 'Lalsalu', author: 'Syed Waliullah' },
  },
  {
    name: 'হাঙর নদী গ্রেনেড',
    author: 'সেলিনা হোসেন',
    publisher: 'অনন্যা',
    language: 'Bangla',
    category: 'Bangla Literature',
    description:
      'মুক্তিযুদ্ধের সময় হলদী গাঁয়ের এক মা, বুড়ি, দেশের জন্য নিজের সন্তানকে তুলে দেন মুক্তিযোদ্ধাদের বাঁচাতে। সত্য ঘটনার ছায়ায় লেখা এই উপন্যাস একাত্তরের ত্যাগ আর সাহসের এক মর্মস্পর্শী দলিল।',
    pricePaisa: 30000,
    stock: 18,
    soldCount: 187,
    daysAgo: 190,
    cover: { title: 'Hangor Nodi Grenade', author: 'Selina Hossain' },
  },
  {
    name: 'দীপু নাম্বার টু',
    author: 'মুহম্মদ জাফর ইকবাল',
    publisher: 'তাম্রলিপি',
    language: 'Bangla',
    category: 'Children',
    description:
      'নতুন স্কুলে এসে দীপুর বন্ধু হয় তারিক, তারপর শুরু হয় এক রোমাঞ্চকর অভিযান — পুরোনো দুর্গ, চোরাচালানকারী আর হারিয়ে যাওয়া মায়ের খোঁজ। কিশোর পাঠকের প্রিয় এই বই বড়দেরও সমান টানে।',
    pricePaisa: 22000,
    stock: 45,
    soldCount: 389,
    daysAgo: 160,
    cover: { title: 'Dipu Number Two', author: 'Muhammed Zafar Iqbal' },
  },
  {
    name: 'হিমু',
    author: 'হুমায়ূন আহমেদ',
    publisher: 'অন্যপ্রকাশ',
    language: 'Bangla',
    category: 'Bangla Literature',
    description:
      'হলুদ পাঞ্জাবি পরে খালি পায়ে ঢাকার রাস্তায় হেঁটে বেড়ায় হিমু, যুক্তির বাইরে গিয়ে মানুষকে চমকে দেয়। হুমায়ূন আহমেদের সবচেয়ে জনপ্রিয় চরিত্রের প্রথম উপন্যাস, হাসি আর রহস্যে মোড়া।',
    pricePaisa: 24000,
    stock: 0,
    soldCount: 467,
    daysAgo: 130,
    cover: { title: 'Himu', author: 'Humayun Ahmed' },
  },
  {
    name: 'রূপসী বাংলা',
    author: 'জীবনানন্দ দাশ',
    publisher: 'সিগনেট প্রেস',
    language: 'Bangla',
    category: 'Bangla Literature',
    description:
      'বাংলার নদী, মাঠ, হিজল-কাঁঠালের ছায়া আর শালিকের ডাক নিয়ে লেখা সনেটগুচ্ছ। ‘আবার আসিব ফিরে’র কবি এখানে মাতৃভূমিকে যে মমতায় এঁকেছেন, তা মুক্তিযুদ্ধের দিনে হয়ে উঠেছিল প্রেরণার উৎস।',
    pricePaisa: 19050,
    stock: 23,
    soldCount: 176,
    daysAgo: 100,
    cover: { title: 'Rupasi Bangla', author: 'Jibanananda Das' },
  },
  {
    name: 'কপালকুণ্ডলা',
    author: 'বঙ্কিমচন্দ্র চট্টোপাধ্যায়',
    publisher: 'বিশ্বসাহিত্য কেন্দ্র',
    language: 'Bangla',
    category: 'Bangla Literature',
    description:
      'সমুদ্রতীরের জঙ্গলে এক কাপালিকের কাছে বড় হওয়া কপালকুণ্ডলা আর পথ হারানো নবকুমারের কাহিনি। প্রকৃতির কন্যা সমাজের বাঁধনে মানিয়ে নিতে পারে কি না — বঙ্কিমের এই রোমান্স সেই প্রশ্ন তোলে।',
    pricePaisa: 15000,
    stock: 12,
    soldCount: 98,
    daysAgo: 70,
    cover: { title: 'Kapalkundala', author: 'Bankim Chandra Chattopadhyay' },
  },
  {
    name: 'একাত্তরের দিনগুলি',
    author: 'জাহানারা ইমাম',
    publisher: 'সন্ধানী প্রকাশনী',
    language: 'Bangla',
    category: 'History',
    description:
      '১৯৭১ সালের মার্চ থেকে ডিসেম্বর পর্যন্ত অবরুদ্ধ ঢাকায় লেখা এক মায়ের দিনলিপি। ছেলে রুমীর মুক্তিযুদ্ধে যাওয়া, ধরা পড়া আর না ফেরার বেদনা এখানে ইতিহাসের সবচেয়ে ব্যক্তিগত সাক্ষ্য হয়ে আছে।',
    pricePaisa: 35000,
    stock: 16,
    soldCount: 203,
    daysAgo: 40,
    cover: { title: 'Ekattorer Dinguli', author: 'Jahanara Imam' },
  },
  {
    name: 'আমি তপু',
    author: 'মুহম্মদ জাফর ইকবাল',
    publisher: 'সময় প্রকাশন',
    language: 'Bangla',
    category: 'Children',
    description:
      'বাবাকে হারানোর পর মায়ের অবহেলা আর একাকিত্বে বড় হতে থাকে তপু। স্কুলের এক বন্ধু আর এক স্নেহময় শিক্ষিকার হাত ধরে সে খুঁজে পায় বেঁচে থাকার মানে — কিশোরদের জন্য এক আশার গল্প।',
    pricePaisa: 26000,
    stock: 29,
    soldCount: 144,
    daysAgo: 12,
    cover: { title: 'Ami Topu', author: 'Muhammed Zafar Iqbal' },
  },
];

export const demoReviews: readonly DemoReview[] = [
  {
    bookName: 'Jane Eyre',
    rating: 5,
    review:
      "Jane Eyre had been on my list since school. This edition is easy on the eyes, the print is clear and the binding has survived two readings already. Jane's voice still feels fresh.",
  },
  {
    bookName: 'TypeScript from the Ground Up',
    rating: 4.5,
    review:
      'As a software developer in Chattogram it is hard to find good programming books locally. TypeScript from the Ground Up explains generics and narrowing better than any tutorial I tried, and the price in taka was fair.',
  },
  {
    bookName: 'Thakurmar Jhuli',
    rating: 5,
    review:
      "Bought Thakurmar Jhuli for my niece's birthday. The paper is thick, the illustrations are bright, and she has asked for the story of Lalkamal and Neelkamal twice at bedtime already!",
  },
  {
    bookName: 'Rivers of the Delta: A History of Bengal',
    rating: 4,
    review:
      'Rivers of the Delta ties the history of Bengal to its rivers in a way I had never read before. Dense in places, but the chapters on the old ports alone are worth it.',
  },
  {
    bookName: 'Mangrove Minds: The Ecology of the Sundarbans',
    rating: 4.5,
    review:
      'Mangrove Minds made me want to visit the Sundarbans again. Clear science without jargon, and the chapter on tides and salinity is superb.',
  },
  {
    bookName: 'Small Shop, Big Ledger',
    rating: 4,
    review:
      'Small Shop, Big Ledger is practical: I run a small pharmacy in Khulna and now keep my accounts the way the book suggests. Some examples are basic, but the cash-flow chapter paid for the book in a month.',
  },
  {
    bookName: 'Slow Mornings',
    rating: 3.5,
    review:
      'Slow Mornings has a few good ideas about starting the day without the phone. A bit repetitive in the middle, but I kept two of its habits.',
  },
  {
    bookName: 'The Night Train to Sylhet',
    rating: 5,
    review:
      'The Night Train to Sylhet kept me up until two in the morning. The characters feel like people I know, and the ending surprised me. Paying with bKash took less than a minute.',
  },
];

export const demoContacts: readonly DemoContact[] = [
  {
    name: 'Tahsin Ahmed',
    phone: '+8801712345678',
    email: 'tahsin.ahmed@example.com',
    address: 'House 12, Road 7, Dhanmondi, Dhaka 1205',
    message:
      'Hello, I placed an order three days ago and the status still says processing. Could you please let me know when it will be shipped? Thank you.',
  },
  {
    name: 'Nusrat Jahan',
    phone: '01819876543',
    email: 'nusrat.jahan@example.org',
    address: 'Flat 4B, CDA Avenue, Nasirabad, Chattogram 4000',
    message:
      "Do you plan to stock more children's books in Bangla? My school library would like to place a bulk order of around 150 copies. Please share any discount for schools.",
  },
  {
    name: 'Abdul Karim',
    phone: '+8801911223344',
    email: 'abdul.karim@example.com',
    address: 'Zindabazar, Sylhet 3100',
    message:
      'The copy of Moby-Dick I received has a few pages printed upside down. I would like a replacement, please. I have kept the original packaging.',
  },
  {
    name: 'Farhana Akter',
    phone: '01556677889',
    email: 'farhana.akter@example.org',
    address: 'Shaheb Bazar, Rajshahi 6100',
    message:
      'Is it possible to pay with a card on delivery instead of cash? Also, how long does delivery usually take to Rajshahi?',
  },
  {
    name: 'Sabbir Hossain',
    phone: '+8801634567890',
    email: 'sabbir.h@example.com',
    address: 'KDA Avenue, Khulna 9100',
    message:
      'I really enjoyed The Monsoon Archive. Will you be adding other books by the same author? Please notify me when Salt is back in stock as well.',
  },
];
