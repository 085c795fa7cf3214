import type { ReadingTextSeed } from './reading-text.ts';

export const enReadingTexts: readonly ReadingTextSeed[] = [
  // Level 1: school years 1–2.
  {
    slug: 'hedgehog-winter',
    level: 1,
    title: 'Hedgehog Gets Ready for Winter',
    text: `The days are getting short and cold. Little Hedgehog knows that winter is coming.

All day long, he looks for food. He eats beetles, worms and snails. He needs to get fat, so he can sleep all winter.

Then Hedgehog makes a bed. He puts dry leaves and soft grass under a big pile of sticks. He curls up into a round ball.

Snow falls, but Hedgehog does not see it. He sleeps until spring comes back.`,
    questions: [
      {
        question: 'What does Hedgehog eat?',
        options: ['Beetles, worms and snails', 'Apples and pears', 'Fish and frogs', 'Bread and cheese'],
        answer: 0,
      },
      {
        question: 'What does Hedgehog put under the pile of sticks?',
        options: ['Snow and ice', 'Feathers and wool', 'Dry leaves and soft grass', 'Paper and string'],
        answer: 2,
      },
      {
        question: 'When does Hedgehog wake up?',
        options: [
          'When the first snow falls',
          'When spring comes back',
          'In the middle of winter',
          'When the days get short',
        ],
        answer: 1,
      },
    ],
  },
  {
    slug: 'kite-with-grandpa',
    level: 1,
    title: 'A Kite for a Windy Day',
    text: `Mia and her grandpa made a kite. It was yellow, with a long blue tail.

On Saturday the wind was strong. They went up the hill behind the farm. Grandpa held the kite, and Mia held the string. "Run!" said Grandpa.

Mia ran, and the kite jumped into the sky. It flew higher than the trees. It danced like a bird.

"Our kite is the best kite in the world," Mia said with a big smile.`,
    questions: [
      {
        question: 'What color was the kite?',
        options: ['Red', 'Blue', 'Green', 'Yellow'],
        answer: 3,
      },
      {
        question: 'Where did Mia and Grandpa go?',
        options: ['Up the hill behind the farm', 'To the beach', 'To a park in the city', 'To the school yard'],
        answer: 0,
      },
      {
        question: 'What did Mia hold?',
        options: ['The kite', 'The long tail', 'The string', "Grandpa's hat"],
        answer: 2,
      },
    ],
  },
  {
    slug: 'our-moon',
    level: 1,
    title: 'Our Friend the Moon',
    text: `Look up at night. Can you see the Moon? The Moon is a big ball of rock. It goes around the Earth.

The Moon does not make its own light. It shines because the Sun lights it up.

The Moon seems to change its shape. Some nights it looks round. Other nights it looks thin, like a banana. This happens again and again, about once a month.

There is no air on the Moon. People who went there had to wear space suits.`,
    questions: [
      {
        question: 'What is the Moon, as the text says?',
        options: ['A big ball of ice', 'A big ball of gas', 'A big ball of rock', 'A big ball of fire'],
        answer: 2,
      },
      {
        question: 'Why does the Moon shine?',
        options: ['It makes its own light', 'The Sun lights it up', 'The Earth lights it up', 'The stars light it up'],
        answer: 1,
      },
      {
        question: 'What did people who went to the Moon have to wear?',
        options: ['Raincoats', 'Swimsuits', 'Winter boots', 'Space suits'],
        answer: 3,
      },
    ],
  },
  {
    slug: 'ant-and-grasshopper',
    level: 1,
    title: 'The Ant and the Grasshopper',
    text: `All summer long, Ant worked hard. She carried seeds to her home, one by one.

Grasshopper laughed. "Why do you work so much? Come and sing with me!" But Ant kept working.

Then winter came. The fields were white with snow. Grasshopper was cold and hungry. He knocked on Ant's door.

Ant let him in and shared her seeds. "Next summer, I will work with you," said Grasshopper. And he did.`,
    questions: [
      {
        question: 'What did Ant carry to her home?',
        options: ['Leaves', 'Seeds', 'Berries', 'Stones'],
        answer: 1,
      },
      {
        question: 'What did Grasshopper ask Ant to do?',
        options: ['Sleep in the sun', 'Play in the snow', 'Build a house', 'Sing with him'],
        answer: 3,
      },
      {
        question: 'What did Ant do when Grasshopper knocked?',
        options: [
          'She let him in and shared her seeds',
          'She did not open the door',
          'She sent him to the farm',
          'She gave him a warm coat',
        ],
        answer: 0,
      },
    ],
  },
  {
    slug: 'sams-first-day',
    level: 1,
    title: "Sam's First Day",
    text: `It was Sam's first day at a new school. He did not know anyone. At lunch he sat alone and looked at his sandwich.

Then a girl sat down next to him. "Hi, I am Lily," she said. "Do you like dinosaurs?"

Sam smiled. He loved dinosaurs! He even had a dinosaur on his backpack.

They talked and talked. After lunch, Lily showed Sam the library. Now Sam had a friend.`,
    questions: [
      {
        question: 'When did Sam sit alone?',
        options: ['At lunch', 'On the bus', 'In the library', 'After school'],
        answer: 0,
      },
      {
        question: 'What did Lily ask Sam about?',
        options: ['Football', 'Cats', 'Dinosaurs', 'Books'],
        answer: 2,
      },
      {
        question: 'What did Lily show Sam after lunch?',
        options: ['The playground', 'The art room', 'The pool', 'The library'],
        answer: 3,
      },
    ],
  },
  {
    slug: 'egg-to-frog',
    level: 1,
    title: 'From Egg to Frog',
    text: `A frog starts life as a tiny egg in a pond. The eggs look like little black dots in clear jelly.

Soon a tadpole comes out of each egg. A tadpole has a long tail and no legs. It swims like a small fish.

Day by day, the tadpole grows. First it gets back legs, then front legs. Its tail gets shorter and shorter.

At last it is a little frog! It hops out of the water and sits on a leaf.`,
    questions: [
      {
        question: 'Where does a frog start life?',
        options: ['In a tree', 'Under a rock', 'In the sea', 'In a pond'],
        answer: 3,
      },
      {
        question: 'Which legs does a tadpole get first?',
        options: ['Front legs', 'Back legs', 'All four legs at once', 'It never gets legs'],
        answer: 1,
      },
      {
        question: "What happens to the tadpole's tail?",
        options: ['It gets shorter and shorter', 'It gets longer', 'It turns red', 'It grows a second tail'],
        answer: 0,
      },
    ],
  },
  {
    slug: 'bread-rainy-day',
    level: 1,
    title: 'Bread on a Rainy Day',
    text: `It was raining, so Leo and his dad stayed home. "Let's bake bread," said Dad.

They put flour, water, salt and yeast in a big bowl. Leo mixed it with his hands. The dough was sticky and soft.

They left the dough in a warm place. After an hour, it was twice as big!

Dad put the bread in the oven. Soon the kitchen smelled wonderful. The bread was warm and tasty. Leo was glad it rained.`,
    questions: [
      {
        question: 'Why did Leo and Dad stay home?',
        options: ['It was snowing', 'Leo was sick', 'It was raining', 'The shop was closed'],
        answer: 2,
      },
      {
        question: 'How long did the dough stay in a warm place?',
        options: ['An hour', 'Five minutes', 'All night', 'Two days'],
        answer: 0,
      },
      {
        question: 'What happened to the dough?',
        options: ['It turned blue', 'It got twice as big', 'It got smaller', 'It became hard as a rock'],
        answer: 1,
      },
    ],
  },
  {
    slug: 'busy-bees',
    level: 1,
    title: 'Busy Bees',
    text: `Bees live together in a home called a hive. One hive can hold thousands of bees.

Bees fly from flower to flower. They drink a sweet juice from the flowers. It is called nectar. Back in the hive, the bees turn the nectar into honey.

Bees help plants, too. A yellow dust called pollen sticks to their furry bodies. The bees carry it to other flowers. This helps the plants make seeds and fruit.

Thank you, bees!`,
    questions: [
      {
        question: "What is a bees' home called?",
        options: ['A nest', 'A hive', 'A den', 'A burrow'],
        answer: 1,
      },
      {
        question: 'What is the sweet juice in flowers called?',
        options: ['Pollen', 'Honey', 'Syrup', 'Nectar'],
        answer: 3,
      },
      {
        question: "What sticks to the bees' furry bodies?",
        options: ['Mud', 'Water', 'Pollen', 'Sand'],
        answer: 2,
      },
    ],
  },
  // Level 2: school years 3–4.
  {
    slug: 'lion-and-mouse',
    level: 2,
    title: 'The Lion and the Mouse',
    text: `On a hot afternoon, a great lion was sleeping in the shade of a tree. A little mouse ran across his nose by mistake. The lion woke up and caught the mouse under his huge paw.

"Please let me go," squeaked the mouse. "One day I may be able to help you."

The lion laughed. How could such a tiny animal ever help the king of the animals? Still, he thought the idea was funny, so he lifted his paw and let the mouse run away.

A few weeks later, the lion walked into a hunter's net. The ropes held him tight, and he could not get free. He roared and roared.

The mouse heard him and came running. She chewed through the ropes with her sharp teeth, one by one, until the lion was free.

"You see," said the mouse, "even a small friend can be a big help."`,
    questions: [
      {
        question: 'Where was the lion sleeping?',
        options: ['In a dark cave', 'In the shade of a tree', 'By the river', 'On a big rock'],
        answer: 1,
      },
      {
        question: 'Why did the lion let the mouse go?',
        options: [
          'He was not hungry',
          'The mouse was too fast',
          'Another lion told him to',
          'He thought the idea was funny',
        ],
        answer: 3,
      },
      {
        question: 'How did the mouse set the lion free?',
        options: [
          'She chewed through the ropes',
          'She called the other lions',
          'She untied the knots with her paws',
          'She asked the hunter for help',
        ],
        answer: 0,
      },
    ],
  },
  {
    slug: 'emperor-penguin-dads',
    level: 2,
    title: 'Emperor Penguin Dads',
    text: `Emperor penguins live in Antarctica, the coldest place on Earth. They are the biggest penguins in the world. In winter, the wind there is freezing, and the nights are long and dark.

In the middle of winter, a mother penguin lays one egg. She gives it to the father and then walks to the sea to find fish. She will be gone for about two months.

The father keeps the egg on top of his feet, under a warm fold of skin and feathers. He does not eat at all during this time. To stay warm, the fathers stand close together in a big group called a huddle. They take turns standing in the middle, where it is warmest.

When the chick hatches, the mother comes back with food for it. Then the tired father can finally go to the sea to eat.`,
    questions: [
      {
        question: 'Where do emperor penguins live?',
        options: ['In Antarctica', 'In the Arctic', 'In Australia', 'In Iceland'],
        answer: 0,
      },
      {
        question: 'Where does the father keep the egg?',
        options: ['In a nest of stones', 'Under the snow', 'On top of his feet', 'In the water'],
        answer: 2,
      },
      {
        question: 'What is the big group of fathers standing together called?',
        options: ['A flock', 'A huddle', 'A team', 'A circle'],
        answer: 1,
      },
    ],
  },
  {
    slug: 'journey-of-a-raindrop',
    level: 2,
    title: 'The Journey of a Raindrop',
    text: `The water you drink today may be millions of years old. It has gone on the same journey again and again. This journey is called the water cycle.

It starts when the Sun warms the water in oceans, lakes and rivers. Some of the water turns into an invisible gas called water vapor and rises into the air. This is called evaporation.

High up in the sky, the air is cold. The water vapor cools down and turns into tiny drops of water. Millions of these drops together make a cloud.

When the drops join together and get too heavy, they fall as rain. If the air is very cold, they fall as snow. The water runs into streams and rivers and back to the sea, and the journey begins again.`,
    questions: [
      {
        question: 'What is the journey of water called?',
        options: ['The rain road', 'The cloud trip', 'The water cycle', 'The river race'],
        answer: 2,
      },
      {
        question: 'What warms the water at the start of the journey?',
        options: ['The Sun', 'The wind', 'The Moon', 'Hot rocks'],
        answer: 0,
      },
      {
        question: 'What falls from the clouds when the air is very cold?',
        options: ['Warm rain', 'Water vapor', 'Dust', 'Snow'],
        answer: 3,
      },
    ],
  },
  {
    slug: 'wright-brothers',
    level: 2,
    title: 'The Brothers Who Learned to Fly',
    text: `Wilbur and Orville Wright were brothers from Ohio, in the United States. When they were boys, their father gave them a toy helicopter. It was made of paper, bamboo and cork, with a rubber band to spin it. They played with it until it broke, and then they built their own.

When they grew up, the brothers opened a bicycle shop. They fixed and built bicycles, but they still dreamed about flying. They watched birds for hours to see how they turned in the air.

For years they built gliders and tested them on the windy sand hills near Kitty Hawk, in North Carolina. At last, on December 17, 1903, their airplane with an engine rose into the air. Orville was the pilot. The first flight lasted only 12 seconds, but it changed the world.`,
    questions: [
      {
        question: 'What toy did the brothers get from their father?',
        options: ['A toy boat', 'A kite', 'A toy train', 'A toy helicopter'],
        answer: 3,
      },
      {
        question: 'What kind of shop did the brothers open?',
        options: ['A toy shop', 'A bicycle shop', 'A bakery', 'A shoe shop'],
        answer: 1,
      },
      {
        question: 'How long did the first flight last?',
        options: ['12 minutes', 'One hour', '12 seconds', 'Two seconds'],
        answer: 2,
      },
    ],
  },
  {
    slug: 'camels-of-the-desert',
    level: 2,
    title: 'Camels of the Desert',
    text: `The Sahara, in northern Africa, is the largest hot desert in the world. In the day it is very hot, but at night it can get quite cold. There is little water and there are few plants. Yet camels live there happily.

Many people think a camel's hump is full of water. In fact, it is full of fat. When there is no food, the camel's body uses this fat for energy.

Camels can go for many days without drinking. When they find water, they drink a lot very quickly. A thirsty camel can drink about 100 liters in a few minutes!

Camels have long eyelashes that keep sand out of their eyes. They can even close their noses during a sandstorm. Their wide feet do not sink into the soft sand.`,
    questions: [
      {
        question: "What is inside a camel's hump?",
        options: ['Fat', 'Water', 'Sand', 'Air'],
        answer: 0,
      },
      {
        question: 'How much can a thirsty camel drink in a few minutes?',
        options: ['About 1 liter', 'About 10 liters', 'About 1,000 liters', 'About 100 liters'],
        answer: 3,
      },
      {
        question: "What keeps sand out of a camel's eyes?",
        options: ['Thick fur', 'Long eyelashes', 'Its big ears', 'Its wide feet'],
        answer: 1,
      },
    ],
  },
  {
    slug: 'class-garden',
    level: 2,
    title: 'The Class Garden',
    text: `In the spring, Mr. Green's class got a small piece of land behind the school. "This will be our garden," he said. "But you must take care of it together."

The children made a plan. Ava and Noah dug the soil. Maya planted tomato seeds, and Ben planted beans and sunflowers. Every day, two children took turns watering the garden.

At first, nothing happened. Ben was sad. "Our seeds are not growing!" he said. "Be patient," said Mr. Green. "Plants need time."

After two weeks, tiny green shoots came out of the ground. By the middle of summer, the sunflowers were taller than Mr. Green!

When school started again in the fall, the class picked the tomatoes and beans. They made a big salad and shared it with the whole school.`,
    questions: [
      {
        question: 'Who planted the tomato seeds?',
        options: ['Ava', 'Noah', 'Maya', 'Ben'],
        answer: 2,
      },
      {
        question: 'What did Mr. Green say when Ben was sad?',
        options: ['"Plants need time."', '"Buy new seeds."', '"Dig the soil again."', '"Stop watering them."'],
        answer: 0,
      },
      {
        question: 'What grew taller than Mr. Green?',
        options: ['The tomatoes', 'The beans', 'The apple tree', 'The sunflowers'],
        answer: 3,
      },
    ],
  },
  {
    slug: 'zoes-swimming-race',
    level: 2,
    title: "Zoe's Swimming Race",
    text: `Zoe stood at the edge of the pool. Her hands were shaking. It was her first swimming race, and the pool looked bigger than ever.

Only a year ago, Zoe could not swim at all. She went to lessons every Saturday morning. At first she held on to the wall. Then she learned to float, to kick and to breathe out under the water.

"Don't look at the others," her coach said. "Just count your strokes and swim your own race."

The whistle blew. Zoe dived in and swam as hard as she could. One, two, three... she counted and kept going.

When she touched the wall, she looked up. She was third! But the best news was on the clock. Zoe had swum faster than ever before. She gave her coach a big wet hug.`,
    questions: [
      {
        question: 'When did Zoe go to swimming lessons?',
        options: ['Every day after school', 'Every Saturday morning', 'Every Sunday evening', 'Only in summer'],
        answer: 1,
      },
      {
        question: 'What did the coach tell Zoe to do?',
        options: ['Watch the other swimmers', 'Swim slowly', 'Count her strokes', 'Close her eyes'],
        answer: 2,
      },
      {
        question: 'In what place did Zoe finish the race?',
        options: ['Third', 'First', 'Second', 'Last'],
        answer: 0,
      },
    ],
  },
  {
    slug: 'what-is-a-volcano',
    level: 2,
    title: 'What Is a Volcano?',
    text: `Deep under our feet, the Earth is very hot. It is so hot that some rock melts. Melted rock under the ground is called magma.

Sometimes magma finds a crack and pushes up to the surface. When it comes out, it is called lava. This is a volcano erupting. Lava can be hotter than 1,000 degrees Celsius, and it glows red and orange.

When lava cools down, it becomes hard rock again. After many eruptions, layer upon layer of rock builds a mountain.

Some volcanoes are under the sea. Over a very long time, they can grow so tall that they rise above the water. The islands of Hawaii were made this way.

Scientists who study volcanoes are called volcanologists. They watch volcanoes closely so they can warn people before an eruption.`,
    questions: [
      {
        question: 'What is melted rock under the ground called?',
        options: ['Lava', 'Ash', 'Sand', 'Magma'],
        answer: 3,
      },
      {
        question: 'How were the islands of Hawaii made?',
        options: ['By giant waves', 'By volcanoes under the sea', 'By people', 'By falling stars'],
        answer: 1,
      },
      {
        question: 'What are scientists who study volcanoes called?',
        options: ['Astronomers', 'Biologists', 'Volcanologists', 'Geographers'],
        answer: 2,
      },
    ],
  },
  // Level 3: school years 5–7.
  {
    slug: 'amazing-octopus',
    level: 3,
    title: 'The Amazing Octopus',
    text: `If you tried to design the strangest animal in the sea, you might come up with something like the octopus. This soft, clever creature has surprised scientists for a long time.

An octopus has eight arms, and each arm is covered with suckers. The suckers can grip, but they can also taste and feel. An octopus actually tastes the things it touches!

Inside its body, an octopus has three hearts. Two of them pump blood through the gills, and the third pumps it around the rest of the body. Its blood is blue, not red, because it carries oxygen in a different way from ours.

An octopus has no bones at all. That means it can squeeze through any gap bigger than its beak, the only hard part of its body. Some octopuses in aquariums have escaped from their tanks by slipping through surprisingly small gaps.

Octopuses are also masters of disguise. Special cells in their skin let them change color in less than a second. They can turn the same color as sand, rocks or seaweed, and some can even raise little bumps on their skin to match the surface around them.

Scientists have watched octopuses open jars, solve puzzles and recognize the people who look after them. For an animal without a backbone, that is very smart indeed.`,
    questions: [
      {
        question: 'How many hearts does an octopus have?',
        options: ['Three', 'One', 'Two', 'Eight'],
        answer: 0,
      },
      {
        question: "What color is an octopus's blood?",
        options: ['Red', 'Green', 'Yellow', 'Blue'],
        answer: 3,
      },
      {
        question: "What is the only hard part of an octopus's body?",
        options: ['Its suckers', 'Its arms', 'Its beak', 'Its skin'],
        answer: 2,
      },
    ],
  },
  {
    slug: 'great-wall-of-china',
    level: 3,
    title: 'The Great Wall of China',
    text: `The Great Wall of China is not really one wall. It is a huge chain of walls, towers and forts that winds across mountains, deserts and grasslands in northern China.

People began building walls there more than 2,000 years ago. Different rulers added new parts, repaired old ones and joined sections together. Much of the wall that visitors see today was built during the Ming dynasty, which lasted from 1368 to 1644.

The builders used whatever material was nearby. In the mountains they cut stone. In the deserts they pressed layers of earth and gravel tightly together. Later, the Ming builders used millions of bricks. Old stories said that sticky rice was mixed into the mortar to make it stronger, and scientists have found that this is true.

Guards lived in watchtowers along the wall. When they needed to send a message, they lit fires on top of the towers. The smoke by day and the flames by night passed the signal from one tower to the next, much faster than a rider on a horse could carry it.

When all its parts are measured together, the wall is more than 20,000 kilometers long. You may have heard that it can be seen from space with the naked eye. That is a myth: the wall is very long, but far too narrow to be seen from so high.`,
    questions: [
      {
        question: "During which dynasty was much of today's wall built?",
        options: ['The Han dynasty', 'The Ming dynasty', 'The Tang dynasty', 'The Song dynasty'],
        answer: 1,
      },
      {
        question: 'What was mixed into the mortar, according to the text?',
        options: ['Sticky rice', 'Sand from the sea', "Goat's milk", 'Tree sap'],
        answer: 0,
      },
      {
        question: 'How did the guards send messages from tower to tower?',
        options: ['With flags', 'With riders on horses', 'With birds', 'With fires on top of the towers'],
        answer: 3,
      },
    ],
  },
  {
    slug: 'mars-red-planet',
    level: 3,
    title: 'Mars, the Red Planet',
    text: `Mars is the fourth planet from the Sun and one of Earth's closest neighbors. On a clear night you can sometimes spot it in the sky as a small orange-red dot.

Why is Mars red? Its soil and rocks contain a lot of iron. Over time, the iron has rusted, just like an old bicycle left out in the rain. Fine red dust covers the ground, and strong winds blow it high into the thin air, so even the sky often looks pinkish.

A day on Mars is only a little longer than a day on Earth: about 24 hours and 40 minutes. A year, however, is much longer. Mars takes 687 Earth days to travel once around the Sun.

Mars is home to the tallest volcano in the whole solar system, Olympus Mons. It is about two and a half times as tall as Mount Everest. Mars also has two tiny moons, called Phobos and Deimos, which are shaped more like potatoes than balls.

No person has visited Mars yet, but robot rovers have been driving across its surface for years. They take photos, drill into rocks and search for signs that water flowed there long ago. Some of today's students may one day help send the first people to Mars.`,
    questions: [
      {
        question: 'Why is Mars red?',
        options: [
          'It is very hot',
          'It is covered in red plants',
          'The iron in its rocks has rusted',
          'It reflects red light from the Moon',
        ],
        answer: 2,
      },
      {
        question: 'How many Earth days does Mars take to go around the Sun?',
        options: ['365', '687', '24', '1,000'],
        answer: 1,
      },
      {
        question: 'What is Olympus Mons?',
        options: [
          'The tallest volcano in the solar system',
          'One of the moons of Mars',
          'A robot rover',
          'A deep ocean on Mars',
        ],
        answer: 0,
      },
    ],
  },
  {
    slug: 'tortoise-and-hare',
    level: 3,
    title: 'The Tortoise and the Hare',
    text: `Hare was the fastest runner in the meadow, and he never let anyone forget it. Every morning he raced past the other animals, shouting, "Too slow! Too slow!"

One day he stopped next to Tortoise, who was slowly eating a dandelion leaf. "Tortoise," Hare laughed, "do you ever get anywhere at all?"

Tortoise finished chewing before he answered. "I always get where I am going," he said calmly. "In fact, I will race you to the old oak tree on the other side of the hill."

All the animals gathered to watch. Owl counted to three, and Hare shot off like an arrow. In a few moments he was far ahead. Tortoise took one careful step, then another.

Halfway up the hill, Hare looked back. Tortoise was only a tiny dot in the grass. "I have plenty of time," Hare thought. He lay down in the warm sun under a bush and closed his eyes, just for a minute.

Tortoise kept walking. He did not stop to rest, and he did not stop to worry. Step by step, he passed the sleeping Hare and climbed on over the hill.

When Hare woke up, the sun was low. He ran as fast as he could, but it was too late. Tortoise was already resting beside the oak tree, while the other animals cheered.

"Slow and steady," said Owl with a smile, "wins the race."`,
    questions: [
      {
        question: 'Where did the race finish?',
        options: ['At the river', 'At the top of the hill', "At Hare's house", 'At the old oak tree'],
        answer: 3,
      },
      {
        question: 'Who counted to three to start the race?',
        options: ['Fox', 'Tortoise', 'Owl', 'Squirrel'],
        answer: 2,
      },
      {
        question: 'What was Tortoise eating when Hare stopped next to him?',
        options: ['A carrot', 'A dandelion leaf', 'An apple', 'A strawberry'],
        answer: 1,
      },
    ],
  },
  {
    slug: 'monarch-journey',
    level: 3,
    title: 'The Long Journey of the Monarch Butterfly',
    text: `Every fall, something remarkable happens in the skies of North America. Millions of orange and black monarch butterflies begin a journey south. Some of them fly as far as 4,800 kilometers, from Canada and the northern United States all the way to the mountains of central Mexico.

What makes this trip so amazing is that none of these butterflies has ever made it before. Monarchs born in early summer live only a few weeks. But the butterflies that hatch at the end of summer are different. They can live for eight or nine months, long enough to fly south, spend the winter and begin the trip back in spring.

In Mexico, the monarchs gather in forests of tall fir trees high in the mountains. So many butterflies cluster on the branches that the trees look orange, and the branches sometimes bend under their weight. The cool mountain air lets them rest and save energy through the winter.

How do they find their way? Scientists believe monarchs use the position of the Sun as a compass, and they may also sense Earth's magnetic field.

Monarch caterpillars eat only one kind of plant: milkweed. That is why many schools and families now plant milkweed in their gardens, to help these tiny travelers on their way.`,
    questions: [
      {
        question: 'How far can some monarchs fly, according to the text?',
        options: [
          'As far as 4,800 kilometers',
          'About 48 kilometers',
          'About 480 kilometers',
          'As far as 48,000 kilometers',
        ],
        answer: 0,
      },
      {
        question: 'In which trees do the monarchs gather in Mexico?',
        options: ['Palm trees', 'Fir trees', 'Apple trees', 'Oak trees'],
        answer: 1,
      },
      {
        question: 'What do monarch caterpillars eat?',
        options: ['Grass', 'Oak leaves', 'Flower nectar', 'Only milkweed'],
        answer: 3,
      },
    ],
  },
  {
    slug: 'gutenberg-printing-press',
    level: 3,
    title: 'The Machine That Spread Books',
    text: `Imagine that every book in your school library had to be copied by hand, letter by letter. For a long time in Europe, that is exactly how books were made. Skilled writers called scribes spent months, sometimes years, copying a single book. Books were so rare and expensive that only a few people owned any.

In the middle of the 1400s, a metalworker named Johannes Gutenberg, who lived in the German city of Mainz, built a new kind of printing machine. He made small metal blocks, each with one raised letter on it. These letters could be arranged into words and lines, inked, and pressed onto paper. When a page was finished, the letters could be taken apart and used again for the next page. This is called movable type.

Gutenberg also made a special oil-based ink that stuck well to metal, and he changed a press used for squeezing grapes so that it could press paper evenly onto the letters.

His most famous work was a large Bible, finished around 1455. About 180 copies were printed, and some of them still exist today.

Printing with movable type spread quickly across Europe. Within fifty years, millions of books had been printed. Ideas, stories and discoveries could now travel faster than ever before, and more and more people learned to read.`,
    questions: [
      {
        question: 'Who copied books by hand before printing?',
        options: ['Printers', 'Teachers', 'Scribes', 'Librarians'],
        answer: 2,
      },
      {
        question: 'What kind of press did Gutenberg change for printing?',
        options: [
          'A press for making paper',
          'A press for cheese',
          'A press for flowers',
          'A press for squeezing grapes',
        ],
        answer: 3,
      },
      {
        question: "About how many copies of Gutenberg's Bible were printed?",
        options: ['About 180', 'About 18', 'About 1,800', 'About 18,000'],
        answer: 0,
      },
    ],
  },
  {
    slug: 'chess-club-notebook',
    level: 3,
    title: 'The Green Notebook',
    text: `When Priya joined the chess club in fifth grade, she lost her first game in eight moves. She lost the next one too, and the one after that. By the end of September she had played twelve games and won none.

"Maybe chess isn't for me," she told Mrs. Ortiz, the teacher who ran the club.

Mrs. Ortiz handed her a small green notebook. "Try something for me," she said. "After every game, write down the move where things started to go wrong. Don't write about what the other player did. Write about what you could have done instead."

Priya thought it sounded boring, but she tried it. Soon the notebook was full of notes like "Moved my queen out too early" and "Forgot to protect my knight." Reading them, she noticed that she kept making the same few mistakes.

Slowly, those mistakes became rarer. In October she won her first game. In November she won three. Other kids started asking her for advice.

In the spring, the club went to a tournament at another school. Priya did not win a trophy; she finished somewhere in the middle. But on the bus home, she opened her notebook and wrote one more line: "I am not afraid of losing anymore. Losing is how I learn."`,
    questions: [
      {
        question: 'How many games had Priya won by the end of September?',
        options: ['One', 'None', 'Twelve', 'Three'],
        answer: 1,
      },
      {
        question: 'What did Mrs. Ortiz give Priya?',
        options: ['A small green notebook', 'A book about chess', 'A new chess set', 'A small trophy'],
        answer: 0,
      },
      {
        question: 'When did Priya win her first game?',
        options: ['In September', 'In the spring', 'In October', 'In November'],
        answer: 2,
      },
    ],
  },
  {
    slug: 'olympia-to-olympics',
    level: 3,
    title: 'From Olympia to the Modern Olympics',
    text: `More than 2,700 years ago, people from all over ancient Greece traveled to a place called Olympia for a great festival. It was held every four years in honor of Zeus, the king of the Greek gods. The first Olympic Games that we know about took place in 776 BC.

At first there was only one event: a running race of about 190 meters, the length of the stadium. Over time, more events were added, such as wrestling, jumping, throwing the discus and chariot racing. Winners did not receive gold medals. Instead, they were crowned with a wreath made from the leaves of an olive tree.

The ancient Games continued for more than a thousand years before they came to an end. Then, in the 1890s, a Frenchman named Pierre de Coubertin had an idea: why not bring the Olympics back and invite athletes from every country? The first modern Olympic Games were held in Athens, Greece, in 1896.

Today, the Summer and Winter Games each take place every four years, with thousands of athletes from around the world. The Olympic flag shows five colored rings joined together, standing for athletes from five parts of the world coming together. And the Olympic flame is still lit at Olympia before every Games, linking modern sport to its ancient roots.`,
    questions: [
      {
        question: 'What was the first and only event of the earliest Games?',
        options: ['Wrestling', 'Chariot racing', 'Throwing the discus', 'A running race'],
        answer: 3,
      },
      {
        question: 'What did winners of the ancient Games receive?',
        options: ['Gold medals', 'Bags of silver coins', 'A wreath of olive leaves', 'A new horse'],
        answer: 2,
      },
      {
        question: 'Where were the first modern Olympic Games held?',
        options: ['Paris, France', 'Athens, Greece', 'Olympia, Greece', 'London, England'],
        answer: 1,
      },
    ],
  },
  // Level 4: school years 8 and up.
  {
    slug: 'plants-make-oxygen',
    level: 4,
    title: 'How Plants Make the Air We Breathe',
    text: `Every time you breathe in, you take in oxygen that was released by a living thing, most likely a plant or a tiny organism in the ocean. The process that produces it is called photosynthesis, a word that means "putting together with light."

Plants cannot walk to the kitchen when they are hungry, so they make their own food. To do it, they need three ingredients. Water travels up from the roots through narrow tubes in the stem. Carbon dioxide, a gas in the air, enters through tiny openings called stomata, found mostly on the underside of the leaves. The third ingredient is sunlight.

Inside the leaves are small structures called chloroplasts, which contain a green substance named chlorophyll. Chlorophyll absorbs red and blue light especially well, but it reflects much of the green light, which is why most leaves look green to us. Using the energy of the captured light, the plant splits water and combines it with carbon dioxide to build a sugar called glucose. The plant uses this sugar for energy and as a building material for new leaves, stems, roots and fruit.

Oxygen is the leftover. The plant does not need most of it, so it releases it into the air through the same openings in its leaves.

It is easy to imagine that forests produce all of our oxygen, but that is only part of the story. Scientists estimate that around half of the oxygen on Earth comes from the ocean, where countless microscopic organisms called phytoplankton carry out photosynthesis near the sunlit surface of the water.

In a sense, then, almost every meal you eat and every breath you take began with sunlight falling on something green. The apple in your lunch box is stored sunshine, and so is your sandwich, because the wheat in the bread grew by the same process.`,
    questions: [
      {
        question: 'How does carbon dioxide get into a plant?',
        options: [
          'Through the roots',
          'Through tiny openings in the leaves called stomata',
          'Through the flowers',
          'Through the tubes in the stem',
        ],
        answer: 1,
      },
      {
        question: 'Why do most leaves look green?',
        options: [
          'They contain a lot of water',
          'They absorb green light especially well',
          'The glucose inside them is green',
          'Chlorophyll reflects much of the green light',
        ],
        answer: 3,
      },
      {
        question: "According to scientists, where does around half of Earth's oxygen come from?",
        options: ['Phytoplankton in the ocean', 'Tropical rainforests', 'Grass on the prairies', 'Volcanoes'],
        answer: 0,
      },
    ],
  },
  {
    slug: 'keeping-time',
    level: 4,
    title: 'Keeping Time: From Shadows to Atoms',
    text: `Long before anyone owned a watch, people needed to know the time. Farmers had to know when to plant, and towns needed to agree on when markets would open. The oldest clock of all was the sky itself.

One of the earliest tools was the sundial. A stick or a pointed piece of stone, called a gnomon, casts a shadow that moves across marked lines as the Sun crosses the sky. Sundials were used in ancient Egypt more than 3,000 years ago. Their weakness is obvious: they are no help on a cloudy day or at night.

To solve that problem, people invented water clocks. In one simple type, water dripped slowly out of a small hole in a bowl, and marks on the inside showed how much time had passed as the level dropped. Later, the hourglass did a similar job with sand. It was especially useful on ships, where water would slosh around with the waves.

The first mechanical clocks appeared in Europe in the late 1200s. They were driven by heavy falling weights and were often placed in church towers. Many early ones had no minute hand at all, because they were not accurate enough to need one.

A big leap came in 1656, when the Dutch scientist Christiaan Huygens built the first pendulum clock. A swinging pendulum keeps a very steady beat, and his clock was many times more accurate than earlier ones. Pendulum clocks remained the most accurate clocks for almost three hundred years.

Today, the most precise clocks are atomic clocks. Instead of a swinging weight, they count the incredibly fast and regular vibrations of atoms, such as atoms of the metal cesium. The best of them would not gain or lose even one second in millions of years. Satellite navigation, the internet and mobile phone networks all depend on this astonishing precision.`,
    questions: [
      {
        question: 'What is the part of a sundial that casts the shadow called?',
        options: ['A pendulum', 'A dial hand', 'A gnomon', 'A cesium rod'],
        answer: 2,
      },
      {
        question: 'Why was the hourglass especially useful on ships?',
        options: [
          'Water would slosh around with the waves',
          'There was no sunlight at sea',
          'Sand was easy to find at sea',
          'Sailors could not read numbers',
        ],
        answer: 0,
      },
      {
        question: 'Who built the first pendulum clock?',
        options: ['An Egyptian farmer', 'A ship captain', 'A French king', 'Christiaan Huygens'],
        answer: 3,
      },
    ],
  },
  {
    slug: 'restless-ground',
    level: 4,
    title: 'The Restless Ground Beneath Us',
    text: `The ground under your feet feels solid and still, but it is actually moving. The outer layer of the Earth is broken into giant pieces called tectonic plates. Some of them carry whole continents, others lie beneath the oceans, and all of them move slowly over a layer of hot, soft rock below.

How fast do they move? Most plates travel only a few centimeters a year, roughly as fast as your fingernails grow. That sounds like nothing, but over millions of years it adds up to thousands of kilometers.

The idea that continents move was proposed in 1912 by a German scientist named Alfred Wegener. He noticed that the coastlines of South America and Africa fit together almost like pieces of a jigsaw puzzle. He also found fossils of the same ancient plants and animals on continents that are now separated by wide oceans. Wegener believed that all the continents had once been joined in a single giant landmass, which he called Pangaea. Many scientists laughed at him, because he could not explain what force moved the continents. Only in the 1960s, after researchers mapped the ocean floor, was his main idea accepted.

Where plates meet, dramatic things happen. When two plates push against each other, the land can crumple and rise. The Himalayas, the highest mountains on Earth, formed this way when the plate carrying India pushed slowly into Asia. The collision is still going on, and Mount Everest grows a few millimeters taller each year.

Where plates pull apart, hot rock rises to fill the gap. In the middle of the Atlantic Ocean, a long underwater mountain range marks the place where new ocean floor is being made. Iceland sits on top of this ridge, which is one reason it has so many volcanoes and hot springs.

So the map of the world in your classroom is really just a snapshot. Millions of years from now, it will look quite different.`,
    questions: [
      {
        question: 'How fast do most plates move, according to the text?',
        options: [
          'A few meters a day',
          'A few kilometers a year',
          'As fast as a person walks',
          'About as fast as fingernails grow',
        ],
        answer: 3,
      },
      {
        question: 'What did Wegener call the single giant landmass?',
        options: ['Atlantis', 'Pangaea', 'Gondwana', 'Himalaya'],
        answer: 1,
      },
      {
        question: 'How did the Himalayas form?',
        options: [
          'A huge volcano erupted',
          'Rivers cut deep valleys through the rock',
          'The plate carrying India pushed into Asia',
          'Two plates pulled apart',
        ],
        answer: 2,
      },
    ],
  },
  {
    slug: 'bridge-project',
    level: 4,
    title: 'The Bridge Project',
    text: `When Mr. Adeyemi announced the eighth-grade engineering challenge, Marcus was thrilled. Each team of four would build a bridge out of nothing but wooden craft sticks and glue. On testing day, the bridges would be loaded with weights until they broke. The team whose bridge held the most would win.

Marcus had watched dozens of videos about bridges. He arrived at the first team meeting with a drawing already finished. "We'll build it like this," he announced, pushing the sheet into the middle of the table. "It'll be easy."

Nobody argued. Jamal shrugged, Chloe started sorting sticks, and Elena, who had only moved to the school that month, said nothing at all.

For two weeks they followed Marcus's plan. But when they tested a small section with a stack of textbooks, it sagged in the middle and then cracked with a sharp snap. Marcus stared at the broken pieces, embarrassed.

That was when Elena spoke up quietly. "In my old town there was a railway bridge made of steel. Its sides were full of triangles. My uncle said triangles don't bend out of shape the way squares do."

For a moment, Marcus wanted to defend his design. Then he looked at the broken section again. "Can you draw it?" he asked.

Elena sketched a long row of triangles along each side. Jamal suggested doubling the sticks at the bottom, where the crack had started. Chloe worked out how much glue they needed and made a schedule so the joints had time to dry. For the first time, all four of them were talking at once.

On testing day, their bridge held 34 kilograms before it finally gave way. It came second in the class, just behind a team whose bridge held 36.

On the way out, Mr. Adeyemi stopped them. "Second place is good," he said. "But the best thing I saw was how your plan changed. That is what real engineers do."

Marcus grinned at Elena. "Next time," he said, "you're drawing first."`,
    questions: [
      {
        question: 'What were the bridges made of?',
        options: ['Wooden craft sticks and glue', 'Paper and tape', 'Steel wire', 'Plastic straws and string'],
        answer: 0,
      },
      {
        question: 'What shape did Elena suggest for the sides of the bridge?',
        options: ['Circles', 'Squares', 'Triangles', 'Long flat planks'],
        answer: 2,
      },
      {
        question: "How much weight did the team's bridge hold?",
        options: ['36 kilograms', '34 kilograms', '24 kilograms', '43 kilograms'],
        answer: 1,
      },
    ],
  },
  {
    slug: 'north-wind-and-sun',
    level: 4,
    title: 'The North Wind and the Sun',
    text: `High above the hills, the North Wind and the Sun had been arguing all morning about which of them was stronger.

"I can bend the tallest trees," boasted the North Wind. "I can push great waves across the sea and send ships racing toward the shore. No one can stand against me."

The Sun listened patiently. "Strength is not always what it seems," she said. "Let us settle this with a test. Do you see that traveler on the road below, wrapped in a brown cloak? Whoever can make him take off his cloak is the stronger."

The North Wind agreed at once, certain that he would win. He drew in a huge breath and blew. A cold blast swept down the valley, tearing leaves from the branches and whipping dust into the air. But the traveler only shivered and pulled his cloak more tightly around his shoulders.

The Wind blew harder still. He howled and roared until the grass lay flat. Yet the harder he blew, the more firmly the traveler held on, bending his head and gripping the cloth with both hands. At last the exhausted Wind gave up and fell silent.

Then it was the Sun's turn. She came out from behind a cloud and simply shone. Her gentle warmth spread over the valley. The traveler loosened his grip and lifted his face. A little later he unbuttoned his cloak. Before long he was so warm that he took it off altogether, folded it over his arm, and sat down to rest in the shade of a tree.

The North Wind was quiet for a long time. "You did not even try very hard," he said at last.

"I did not need to," replied the Sun. "You tried to force him, and he resisted. I gave him a reason to choose for himself."

People have retold this old fable for more than two thousand years, because its lesson fits so many situations: kindness and patience often succeed where force and pressure fail.`,
    questions: [
      {
        question: "What color was the traveler's cloak?",
        options: ['Red', 'Brown', 'Gray', 'Green'],
        answer: 1,
      },
      {
        question: 'What did the traveler do when the North Wind blew?',
        options: [
          'He pulled his cloak more tightly around himself',
          'He took off his cloak',
          'He ran back home',
          'He hid behind a rock',
        ],
        answer: 0,
      },
      {
        question: 'What did the traveler do with his cloak at the end?',
        options: [
          'He threw it into the river',
          'He gave it to the Wind',
          'He left it on the road',
          'He folded it over his arm',
        ],
        answer: 3,
      },
    ],
  },
  {
    slug: 'voyager-messengers',
    level: 4,
    title: 'Voyager: Messengers Beyond the Planets',
    text: `In the late summer of 1977, two spacecraft named Voyager 1 and Voyager 2 were launched from Florida, about two weeks apart. Each carried a large dish-shaped antenna, 3.7 meters across, for talking to Earth. Their main mission was supposed to last about five years. Almost half a century later, they are still sending messages home.

The timing of their launch was special. In the late 1970s, the outer planets were lined up in a way that happens only about once every 175 years. This meant that a spacecraft could use the gravity of one planet to swing on toward the next, like a ball being passed from player to player.

Voyager 1 flew past Jupiter and Saturn, sending back stunning photographs of swirling storms, colorful clouds and icy moons. It discovered active volcanoes on Io, one of Jupiter's moons: the first active volcanoes ever seen beyond Earth. Voyager 2 visited Jupiter and Saturn too, and then went on to Uranus and Neptune. To this day, it is the only spacecraft that has ever visited those two distant planets.

Each Voyager carries a gold-plated copper record, like a message in a bottle for anyone who might one day find it. The Golden Record holds sounds and images chosen to show life on Earth: greetings in 55 languages, music from many cultures, and sounds such as rain, wind, birdsong, footsteps and laughter. The cover shows, in scientific symbols, how to play it.

In 2012, Voyager 1 became the first human-made object to enter interstellar space, the region between the stars, beyond the huge bubble of particles that streams out from our Sun. Voyager 2 followed in 2018.

The power supplies of the Voyagers are slowly fading, and one day they will fall silent. But they will keep drifting among the stars for millions of years, carrying their golden greeting from a small blue planet.`,
    questions: [
      {
        question: 'Why was the timing of the launch special?',
        options: [
          'It was the first launch ever from Florida',
          'The Sun was unusually quiet that year',
          'The outer planets were lined up in a rare way',
          'The Moon was very close to Earth',
        ],
        answer: 2,
      },
      {
        question: 'Which planets has only Voyager 2 visited?',
        options: ['Jupiter and Saturn', 'Mars and Venus', 'Saturn and Uranus', 'Uranus and Neptune'],
        answer: 3,
      },
      {
        question: 'In what year did Voyager 1 enter interstellar space?',
        options: ['2012', '1977', '2018', '1989'],
        answer: 0,
      },
    ],
  },
  {
    slug: 'amazon-river',
    level: 4,
    title: 'The Amazon: A River of Records',
    text: `The Amazon River begins as tiny streams high in the Andes Mountains of Peru, less than 200 kilometers from the Pacific Ocean. Yet instead of flowing west to that nearby coast, its waters travel east across almost the entire width of South America, finally pouring into the Atlantic Ocean in Brazil.

Along the way, more than a thousand smaller rivers, called tributaries, join it. By the time it reaches the sea, the Amazon carries more water than any other river on Earth, more than the next several largest rivers put together. It pours so much fresh water into the Atlantic that the sea stays less salty far out from the coast. Scientists still debate whether the Amazon or the Nile in Africa is the longest river, because measuring exactly where a river begins and ends is surprisingly tricky.

The river flows through the largest tropical rainforest in the world. The Amazon rainforest spreads across parts of nine countries and territories and is home to an astonishing variety of life. About one in ten of all known species of plants and animals lives there, from jaguars and sloths to tiny bright frogs and giant water lilies whose leaves can be wider than a grown man is tall.

The rainforest also helps to make its own weather. Trees pull water up from the soil and release it into the air through their leaves. This moisture rises, forms clouds and falls again as rain, sometimes very far away. Some scientists call these streams of water vapor "flying rivers."

Many Indigenous peoples have lived in the Amazon for thousands of years. They know which plants are good for food and medicine, and how to live in the forest without destroying it. Today scientists and local communities work together to understand and protect this remarkable place, which matters not only to South America but to the whole planet.`,
    questions: [
      {
        question: 'Where does the Amazon River begin?',
        options: [
          'Near the Atlantic coast',
          'In the mountains of Brazil',
          'In a lake in Africa',
          'In the Andes Mountains of Peru',
        ],
        answer: 3,
      },
      {
        question: 'What are the smaller rivers that join the Amazon called?',
        options: ['Deltas', 'Canyons', 'Tributaries', 'Flying rivers'],
        answer: 2,
      },
      {
        question: 'About what share of all known species lives in the Amazon rainforest?',
        options: ['About half', 'About one in ten', 'About one in a hundred', 'Almost all of them'],
        answer: 1,
      },
    ],
  },
  {
    slug: 'invention-of-basketball',
    level: 4,
    title: 'How Basketball Was Invented',
    text: `In December 1891, a young teacher named James Naismith faced a difficult problem. He worked at a training school in Springfield, Massachusetts, and his students were restless. The New England winter was too cold and snowy for outdoor sports, and the indoor classes of marching and exercises bored them. His boss gave him two weeks to invent a new indoor game that would keep the students active and interested.

Naismith, who had grown up in Canada, thought carefully about what made games fun and what made them rough. He wanted a game that rewarded skill rather than strength. So he decided that players could not run while holding the ball; they would have to pass it. And instead of a goal on the ground that people could crash into, the target would be placed high above the players' heads, so that accuracy mattered more than force.

He asked the school janitor for two boxes to use as goals. The janitor did not have any boxes, but he found two old peach baskets. Naismith nailed them to the balcony railing at each end of the gym, ten feet, or just over three meters, above the floor. That is still the height of a basketball hoop today.

Naismith wrote 13 simple rules and pinned them on the wall. The first game was played with a soccer ball, and each team had nine players, because there were eighteen students in the class. Only one basket was scored in the whole game. Because the peach baskets still had their bottoms, someone had to climb up and take the ball out after every score.

The students loved the new game and taught it to friends at other schools. Within a few years it had spread across the United States and to other countries. In 1936, basketball became an Olympic sport, and Naismith himself was there to watch.`,
    questions: [
      {
        question: 'What did the janitor give Naismith to use as goals?',
        options: ['Two old peach baskets', 'Two wooden boxes', 'Two metal buckets', 'Two fishing nets'],
        answer: 0,
      },
      {
        question: 'How many players did each team have in the first game?',
        options: ['Five', 'Nine', 'Eighteen', 'Thirteen'],
        answer: 1,
      },
      {
        question: 'When did basketball become an Olympic sport?',
        options: ['In 1891', 'In 1896', 'In 1936', 'In 1960'],
        answer: 2,
      },
    ],
  },
];
