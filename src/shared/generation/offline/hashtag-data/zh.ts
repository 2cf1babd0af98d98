// Chinese (simplified) hashtags, the common topics (see ./index.ts for the source, the date and
// what the tiers mean; ./types.ts for the notation).
import type { LanguageData } from './types.ts';

export const ZH: LanguageData = {
  niches: {
    food: [
      '美食 好吃 吃货 火锅 餐厅 探店 小吃 ~吃 🍜',
      '美食 吃货',
      '美食分享 美食探店 探店 美食日记 好吃',
      '火锅<火锅 麻辣火锅<麻辣 四川火锅<四川|成都 成都火锅<成都&火锅 成都美食<成都 毛肚<毛肚 川菜<川菜|四川|麻辣 小吃<小吃',
    ],
    travel: ['旅游 旅行 ~打卡 ~景点 度假 ✈️', '旅行 旅游', '旅行日记 打卡', ''],
    coffee: ['咖啡 拿铁 咖啡馆 ☕', '咖啡', '咖啡馆 咖啡控', ''],
    fitness: ['健身 ~运动 ~锻炼 增肌 减脂 💪', '健身 运动', '健身打卡 减脂 增肌', ''],
    photography: ['摄影 拍照 ~相机 📷', '摄影', '摄影日常 拍照', ''],
    fashion: ['穿搭 时尚 ~搭配 ootd', '穿搭 时尚', '每日穿搭 ootd', ''],
    beauty: ['化妆 美妆 彩妆 💄', '美妆 化妆', '彩妆', ''],
    skincare: ['护肤 ~皮肤 ~保湿', '护肤', '护肤心得', ''],
    cats: ['猫咪 ~猫 ~喵 🐱', '猫咪 猫', '吸猫 铲屎官', ''],
    dogs: ['狗狗 ~狗 🐶', '狗狗', '铲屎官', ''],
    books: ['读书 阅读 ~小说 📚', '读书 阅读', '好书推荐', ''],
    nature: ['风景 ~自然 ~日落', '风景', '自然', ''],
  },
};
