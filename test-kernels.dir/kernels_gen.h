/* made by test/kernels.test */
void k0(const gs_kargs*);
void k1(const gs_kargs*);
void k2(const gs_kargs*);
void k3(const gs_kargs*);
void k4(const gs_kargs*);
void k5(const gs_kargs*);
void k6(const gs_kargs*);
void k7(const gs_kargs*);
void k8(const gs_kargs*);
void k9(const gs_kargs*);
void k10(const gs_kargs*);
void k11(const gs_kargs*);
void k12(const gs_kargs*);
void k13(const gs_kargs*);
void k14(const gs_kargs*);
void k15(const gs_kargs*);
void k16(const gs_kargs*);
void k17(const gs_kargs*);
void k18(const gs_kargs*);
void k19(const gs_kargs*);
void k20(const gs_kargs*);
void k21(const gs_kargs*);
void k22(const gs_kargs*);
void k23(const gs_kargs*);
void k24(const gs_kargs*);
void k25(const gs_kargs*);
void k26(const gs_kargs*);
void k27(const gs_kargs*);
void k28(const gs_kargs*);
void k29(const gs_kargs*);
void k30(const gs_kargs*);
void k31(const gs_kargs*);
void k32(const gs_kargs*);
void k33(const gs_kargs*);
void k34(const gs_kargs*);
void k35(const gs_kargs*);
void k36(const gs_kargs*);
void k37(const gs_kargs*);
void k38(const gs_kargs*);
void k39(const gs_kargs*);
void k40(const gs_kargs*);
void k41(const gs_kargs*);
void k42(const gs_kargs*);
void k43(const gs_kargs*);
void k44(const gs_kargs*);
void k45(const gs_kargs*);
void k46(const gs_kargs*);
void k47(const gs_kargs*);
void k48(const gs_kargs*);
void k49(const gs_kargs*);
void k50(const gs_kargs*);
void k51(const gs_kargs*);
void k52(const gs_kargs*);
void k53(const gs_kargs*);
void k54(const gs_kargs*);
void k55(const gs_kargs*);
void k56(const gs_kargs*);
void k57(const gs_kargs*);
void k58(const gs_kargs*);
void k59(const gs_kargs*);
void k60(const gs_kargs*);
void k61(const gs_kargs*);
void k62(const gs_kargs*);
void k63(const gs_kargs*);
void k64(const gs_kargs*);
void k65(const gs_kargs*);
void k66(const gs_kargs*);
void k67(const gs_kargs*);
void k68(const gs_kargs*);
void k69(const gs_kargs*);
void k70(const gs_kargs*);
void k71(const gs_kargs*);
void k72(const gs_kargs*);
void k73(const gs_kargs*);
void k74(const gs_kargs*);
void k75(const gs_kargs*);
void k76(const gs_kargs*);
void k77(const gs_kargs*);
void k78(const gs_kargs*);
void k79(const gs_kargs*);
void k80(const gs_kargs*);
void k81(const gs_kargs*);
void k82(const gs_kargs*);
void k83(const gs_kargs*);
void k84(const gs_kargs*);
void k85(const gs_kargs*);
void k86(const gs_kargs*);
void k87(const gs_kargs*);
void k88(const gs_kargs*);
void k89(const gs_kargs*);
void k90(const gs_kargs*);
void k91(const gs_kargs*);
void k92(const gs_kargs*);
void k93(const gs_kargs*);
void k94(const gs_kargs*);
void k95(const gs_kargs*);
void k96(const gs_kargs*);
void k97(const gs_kargs*);
void k98(const gs_kargs*);
void k99(const gs_kargs*);
void k100(const gs_kargs*);
void k101(const gs_kargs*);
void k102(const gs_kargs*);
void k103(const gs_kargs*);
void k104(const gs_kargs*);
void k105(const gs_kargs*);
void k106(const gs_kargs*);
void k107(const gs_kargs*);
void k108(const gs_kargs*);
void k109(const gs_kargs*);
void k110(const gs_kargs*);
void k111(const gs_kargs*);
void k112(const gs_kargs*);
void k113(const gs_kargs*);
void k114(const gs_kargs*);
void k115(const gs_kargs*);
void k116(const gs_kargs*);
void k117(const gs_kargs*);
void k118(const gs_kargs*);
void k119(const gs_kargs*);
void k120(const gs_kargs*);
void k121(const gs_kargs*);
void k122(const gs_kargs*);
void k123(const gs_kargs*);
void k124(const gs_kargs*);
void k125(const gs_kargs*);
void k126(const gs_kargs*);
void k127(const gs_kargs*);
void k128(const gs_kargs*);
void k129(const gs_kargs*);
void k130(const gs_kargs*);
void k131(const gs_kargs*);
void k132(const gs_kargs*);
void k133(const gs_kargs*);
void k134(const gs_kargs*);
void k135(const gs_kargs*);
void k136(const gs_kargs*);
void k137(const gs_kargs*);
void k138(const gs_kargs*);
void k139(const gs_kargs*);
void k140(const gs_kargs*);
void k141(const gs_kargs*);
void k142(const gs_kargs*);
void k143(const gs_kargs*);
void k144(const gs_kargs*);
void k145(const gs_kargs*);
void k146(const gs_kargs*);
void k147(const gs_kargs*);
void k148(const gs_kargs*);
void k149(const gs_kargs*);
void k150(const gs_kargs*);
void k151(const gs_kargs*);
void k152(const gs_kargs*);
void k153(const gs_kargs*);
void k154(const gs_kargs*);
void k155(const gs_kargs*);
void k156(const gs_kargs*);
void k157(const gs_kargs*);
void k158(const gs_kargs*);
void k159(const gs_kargs*);
void k160(const gs_kargs*);
void k161(const gs_kargs*);
void k162(const gs_kargs*);
void k163(const gs_kargs*);
void k164(const gs_kargs*);
void k165(const gs_kargs*);
void k166(const gs_kargs*);
void k167(const gs_kargs*);
void k168(const gs_kargs*);
void k169(const gs_kargs*);
void k170(const gs_kargs*);
void k171(const gs_kargs*);
void k172(const gs_kargs*);
void k173(const gs_kargs*);
void k174(const gs_kargs*);
void k175(const gs_kargs*);
void k176(const gs_kargs*);
void k177(const gs_kargs*);
void k178(const gs_kargs*);
void k179(const gs_kargs*);
void k180(const gs_kargs*);
void k181(const gs_kargs*);
void k182(const gs_kargs*);
void k183(const gs_kargs*);
void k184(const gs_kargs*);
void k185(const gs_kargs*);
void k186(const gs_kargs*);
void k187(const gs_kargs*);
void k188(const gs_kargs*);
void k189(const gs_kargs*);
void k190(const gs_kargs*);
void k191(const gs_kargs*);
void k192(const gs_kargs*);
void k193(const gs_kargs*);
void k194(const gs_kargs*);
void k195(const gs_kargs*);
void k196(const gs_kargs*);
void k197(const gs_kargs*);
void k198(const gs_kargs*);
void k199(const gs_kargs*);
void k200(const gs_kargs*);
void k201(const gs_kargs*);
void k202(const gs_kargs*);
void k203(const gs_kargs*);
void k204(const gs_kargs*);
void k205(const gs_kargs*);
void k206(const gs_kargs*);
void k207(const gs_kargs*);
void k208(const gs_kargs*);
void k209(const gs_kargs*);
void k210(const gs_kargs*);
void k211(const gs_kargs*);
void k212(const gs_kargs*);
void k213(const gs_kargs*);
void k214(const gs_kargs*);
void k215(const gs_kargs*);
void k216(const gs_kargs*);
void k217(const gs_kargs*);
void k218(const gs_kargs*);
void k219(const gs_kargs*);
void k220(const gs_kargs*);
void k221(const gs_kargs*);
void k222(const gs_kargs*);
void k223(const gs_kargs*);
void k224(const gs_kargs*);
void k225(const gs_kargs*);
void k226(const gs_kargs*);
void k227(const gs_kargs*);
void k228(const gs_kargs*);
void k229(const gs_kargs*);
void k230(const gs_kargs*);
void k231(const gs_kargs*);
void k232(const gs_kargs*);
void k233(const gs_kargs*);
void k234(const gs_kargs*);
void k235(const gs_kargs*);
void k236(const gs_kargs*);
void k237(const gs_kargs*);
void k238(const gs_kargs*);
void k239(const gs_kargs*);
void k240(const gs_kargs*);
void k241(const gs_kargs*);
void k242(const gs_kargs*);
void k243(const gs_kargs*);
void k244(const gs_kargs*);
void k245(const gs_kargs*);
void k246(const gs_kargs*);
void k247(const gs_kargs*);
void k248(const gs_kargs*);
void k249(const gs_kargs*);
void k250(const gs_kargs*);
void k251(const gs_kargs*);
void k252(const gs_kargs*);
void k253(const gs_kargs*);
void k254(const gs_kargs*);
void k255(const gs_kargs*);
void k256(const gs_kargs*);
void k257(const gs_kargs*);
void k258(const gs_kargs*);
void k259(const gs_kargs*);
void k260(const gs_kargs*);
void k261(const gs_kargs*);
void k262(const gs_kargs*);
void k263(const gs_kargs*);
void k264(const gs_kargs*);
void k265(const gs_kargs*);
void k266(const gs_kargs*);
void k267(const gs_kargs*);
void k268(const gs_kargs*);
void k269(const gs_kargs*);
void k270(const gs_kargs*);
void k271(const gs_kargs*);
void k272(const gs_kargs*);
void k273(const gs_kargs*);
void k274(const gs_kargs*);
void k275(const gs_kargs*);
void k276(const gs_kargs*);
void k277(const gs_kargs*);
void k278(const gs_kargs*);
void k279(const gs_kargs*);
void k280(const gs_kargs*);
void k281(const gs_kargs*);
void k282(const gs_kargs*);
void k283(const gs_kargs*);
void k284(const gs_kargs*);
void k285(const gs_kargs*);
void k286(const gs_kargs*);
void k287(const gs_kargs*);
void k288(const gs_kargs*);
void k289(const gs_kargs*);
void k290(const gs_kargs*);
void k291(const gs_kargs*);
void k292(const gs_kargs*);
void k293(const gs_kargs*);
void k294(const gs_kargs*);
void k295(const gs_kargs*);
void k296(const gs_kargs*);
void k297(const gs_kargs*);
void k298(const gs_kargs*);
void k299(const gs_kargs*);
void k300(const gs_kargs*);
void k301(const gs_kargs*);
void k302(const gs_kargs*);
void k303(const gs_kargs*);
void k304(const gs_kargs*);
void k305(const gs_kargs*);
void k306(const gs_kargs*);
void k307(const gs_kargs*);
void k308(const gs_kargs*);
void k309(const gs_kargs*);
void k310(const gs_kargs*);
void k311(const gs_kargs*);
void k312(const gs_kargs*);
void k313(const gs_kargs*);
void k314(const gs_kargs*);
void k315(const gs_kargs*);
void k316(const gs_kargs*);
void k317(const gs_kargs*);
void k318(const gs_kargs*);
void k319(const gs_kargs*);
void k320(const gs_kargs*);
void k321(const gs_kargs*);
void k322(const gs_kargs*);
void k323(const gs_kargs*);
void k324(const gs_kargs*);
void k325(const gs_kargs*);
void k326(const gs_kargs*);
void k327(const gs_kargs*);
void k328(const gs_kargs*);
void k329(const gs_kargs*);
void k330(const gs_kargs*);
void k331(const gs_kargs*);
void k332(const gs_kargs*);
void k333(const gs_kargs*);
void k334(const gs_kargs*);
void k335(const gs_kargs*);
void k336(const gs_kargs*);
void k337(const gs_kargs*);
void k338(const gs_kargs*);
void k339(const gs_kargs*);
void k340(const gs_kargs*);
void k341(const gs_kargs*);
void k342(const gs_kargs*);
void k343(const gs_kargs*);
void k344(const gs_kargs*);
void k345(const gs_kargs*);
void k346(const gs_kargs*);
void k347(const gs_kargs*);
void k348(const gs_kargs*);
void k349(const gs_kargs*);
void k350(const gs_kargs*);
void k351(const gs_kargs*);
void k352(const gs_kargs*);
void k353(const gs_kargs*);
void k354(const gs_kargs*);
void k355(const gs_kargs*);
void k356(const gs_kargs*);
void k357(const gs_kargs*);
void k358(const gs_kargs*);
void k359(const gs_kargs*);
void k360(const gs_kargs*);
void k361(const gs_kargs*);
void k362(const gs_kargs*);
void k363(const gs_kargs*);
void k364(const gs_kargs*);
void k365(const gs_kargs*);
void k366(const gs_kargs*);
void k367(const gs_kargs*);
void k368(const gs_kargs*);
void k369(const gs_kargs*);
void k370(const gs_kargs*);
void k371(const gs_kargs*);
void k372(const gs_kargs*);
void k373(const gs_kargs*);
void k374(const gs_kargs*);
void k375(const gs_kargs*);
void k376(const gs_kargs*);
void k377(const gs_kargs*);
void k378(const gs_kargs*);
void k379(const gs_kargs*);
void k380(const gs_kargs*);
void k381(const gs_kargs*);
void k382(const gs_kargs*);
void k383(const gs_kargs*);
void k384(const gs_kargs*);
void k385(const gs_kargs*);
void k386(const gs_kargs*);
void k387(const gs_kargs*);
void k388(const gs_kargs*);
void k389(const gs_kargs*);
void k390(const gs_kargs*);
void k391(const gs_kargs*);
void k392(const gs_kargs*);
void k393(const gs_kargs*);
void k394(const gs_kargs*);
void k395(const gs_kargs*);
void k396(const gs_kargs*);
void k397(const gs_kargs*);
void k398(const gs_kargs*);
void k399(const gs_kargs*);
void k400(const gs_kargs*);
void k401(const gs_kargs*);
void k402(const gs_kargs*);
void k403(const gs_kargs*);
void k404(const gs_kargs*);
void k405(const gs_kargs*);
void k406(const gs_kargs*);
void k407(const gs_kargs*);
void k408(const gs_kargs*);
void k409(const gs_kargs*);
void k410(const gs_kargs*);
void k411(const gs_kargs*);
void k412(const gs_kargs*);
void k413(const gs_kargs*);
void k414(const gs_kargs*);
void k415(const gs_kargs*);
void k416(const gs_kargs*);
void k417(const gs_kargs*);
void k418(const gs_kargs*);
void k419(const gs_kargs*);
void k420(const gs_kargs*);
void k421(const gs_kargs*);
void k422(const gs_kargs*);
void k423(const gs_kargs*);
void k424(const gs_kargs*);
void k425(const gs_kargs*);
void k426(const gs_kargs*);
void k427(const gs_kargs*);
void k428(const gs_kargs*);
void k429(const gs_kargs*);
void k430(const gs_kargs*);
void k431(const gs_kargs*);
void k432(const gs_kargs*);
void k433(const gs_kargs*);
void k434(const gs_kargs*);
void k435(const gs_kargs*);
void k436(const gs_kargs*);
void k437(const gs_kargs*);
void k438(const gs_kargs*);
void k439(const gs_kargs*);
void k440(const gs_kargs*);
void k441(const gs_kargs*);
void k442(const gs_kargs*);
void k443(const gs_kargs*);
void k444(const gs_kargs*);
void k445(const gs_kargs*);
void k446(const gs_kargs*);
void k447(const gs_kargs*);
void k448(const gs_kargs*);
void k449(const gs_kargs*);
void k450(const gs_kargs*);
void k451(const gs_kargs*);
void k452(const gs_kargs*);
void k453(const gs_kargs*);
void k454(const gs_kargs*);
void k455(const gs_kargs*);
void k456(const gs_kargs*);
void k457(const gs_kargs*);
void k458(const gs_kargs*);
void k459(const gs_kargs*);
void k460(const gs_kargs*);
void k461(const gs_kargs*);
void k462(const gs_kargs*);
void k463(const gs_kargs*);
void k464(const gs_kargs*);
void k465(const gs_kargs*);
void k466(const gs_kargs*);
void k467(const gs_kargs*);
void k468(const gs_kargs*);
void k469(const gs_kargs*);
void k470(const gs_kargs*);
void k471(const gs_kargs*);
void k472(const gs_kargs*);
void k473(const gs_kargs*);
void k474(const gs_kargs*);
void k475(const gs_kargs*);
void k476(const gs_kargs*);
void k477(const gs_kargs*);
void k478(const gs_kargs*);
void k479(const gs_kargs*);
void k480(const gs_kargs*);
void k481(const gs_kargs*);
void k482(const gs_kargs*);
void k483(const gs_kargs*);
void k484(const gs_kargs*);
void k485(const gs_kargs*);
void k486(const gs_kargs*);
void k487(const gs_kargs*);
void k488(const gs_kargs*);
void k489(const gs_kargs*);
void k490(const gs_kargs*);
void k491(const gs_kargs*);
void k492(const gs_kargs*);
void k493(const gs_kargs*);
void k494(const gs_kargs*);
void k495(const gs_kargs*);
void k496(const gs_kargs*);
void k497(const gs_kargs*);
void k498(const gs_kargs*);
void k499(const gs_kargs*);
void k500(const gs_kargs*);
void k501(const gs_kargs*);
void k502(const gs_kargs*);
void k503(const gs_kargs*);
void k504(const gs_kargs*);
void k505(const gs_kargs*);
void k506(const gs_kargs*);
void k507(const gs_kargs*);
void k508(const gs_kargs*);
void k509(const gs_kargs*);
void k510(const gs_kargs*);
void k511(const gs_kargs*);
void k512(const gs_kargs*);
void k513(const gs_kargs*);
void k514(const gs_kargs*);
void k515(const gs_kargs*);
void k516(const gs_kargs*);
void k517(const gs_kargs*);
void k518(const gs_kargs*);
void k519(const gs_kargs*);
void k520(const gs_kargs*);
void k521(const gs_kargs*);
void k522(const gs_kargs*);
void k523(const gs_kargs*);
void k524(const gs_kargs*);
void k525(const gs_kargs*);
void k526(const gs_kargs*);
void k527(const gs_kargs*);
void k528(const gs_kargs*);
void k529(const gs_kargs*);
void k530(const gs_kargs*);
void k531(const gs_kargs*);
void k532(const gs_kargs*);
void k533(const gs_kargs*);
void k534(const gs_kargs*);
void k535(const gs_kargs*);
void k536(const gs_kargs*);
void k537(const gs_kargs*);
void k538(const gs_kargs*);
void k539(const gs_kargs*);
void k540(const gs_kargs*);
void k541(const gs_kargs*);
void k542(const gs_kargs*);
void k543(const gs_kargs*);
void k544(const gs_kargs*);
void k545(const gs_kargs*);
void k546(const gs_kargs*);
void k547(const gs_kargs*);
void k548(const gs_kargs*);
void k549(const gs_kargs*);
void k550(const gs_kargs*);
void k551(const gs_kargs*);
void k552(const gs_kargs*);
void k553(const gs_kargs*);
void k554(const gs_kargs*);
void k555(const gs_kargs*);
void k556(const gs_kargs*);
void k557(const gs_kargs*);
void k558(const gs_kargs*);
void k559(const gs_kargs*);
void k560(const gs_kargs*);
void k561(const gs_kargs*);
void k562(const gs_kargs*);
void k563(const gs_kargs*);
void k564(const gs_kargs*);
void k565(const gs_kargs*);
void k566(const gs_kargs*);
void k567(const gs_kargs*);
void k568(const gs_kargs*);
void k569(const gs_kargs*);
void k570(const gs_kargs*);
void k571(const gs_kargs*);
void k572(const gs_kargs*);
void k573(const gs_kargs*);
void k574(const gs_kargs*);
void k575(const gs_kargs*);
void k576(const gs_kargs*);
void k577(const gs_kargs*);
void k578(const gs_kargs*);
void k579(const gs_kargs*);
void k580(const gs_kargs*);
void k581(const gs_kargs*);
void k582(const gs_kargs*);
void k583(const gs_kargs*);
void k584(const gs_kargs*);
void k585(const gs_kargs*);
void k586(const gs_kargs*);
void k587(const gs_kargs*);
void k588(const gs_kargs*);
void k589(const gs_kargs*);
void k590(const gs_kargs*);
void k591(const gs_kargs*);
void k592(const gs_kargs*);
void k593(const gs_kargs*);
void k594(const gs_kargs*);
void k595(const gs_kargs*);
void k596(const gs_kargs*);
void k597(const gs_kargs*);
void k598(const gs_kargs*);
void k599(const gs_kargs*);
void k600(const gs_kargs*);
void k601(const gs_kargs*);
void k602(const gs_kargs*);
void k603(const gs_kargs*);
void k604(const gs_kargs*);
void k605(const gs_kargs*);
void k606(const gs_kargs*);
void k607(const gs_kargs*);
void k608(const gs_kargs*);
void k609(const gs_kargs*);
void k610(const gs_kargs*);
void k611(const gs_kargs*);
void k612(const gs_kargs*);
void k613(const gs_kargs*);
void k614(const gs_kargs*);
void k615(const gs_kargs*);
void k616(const gs_kargs*);
void k617(const gs_kargs*);
void k618(const gs_kargs*);
void k619(const gs_kargs*);
void k620(const gs_kargs*);
void k621(const gs_kargs*);
void k622(const gs_kargs*);
void k623(const gs_kargs*);
void k624(const gs_kargs*);
void k625(const gs_kargs*);
void k626(const gs_kargs*);
void k627(const gs_kargs*);
void k628(const gs_kargs*);
void k629(const gs_kargs*);
void k630(const gs_kargs*);
void k631(const gs_kargs*);
void k632(const gs_kargs*);
void k633(const gs_kargs*);
void k634(const gs_kargs*);
void k635(const gs_kargs*);
void k636(const gs_kargs*);
void k637(const gs_kargs*);
void k638(const gs_kargs*);
void k639(const gs_kargs*);
void k640(const gs_kargs*);
void k641(const gs_kargs*);
void k642(const gs_kargs*);
void k643(const gs_kargs*);
void k644(const gs_kargs*);
void k645(const gs_kargs*);
void k646(const gs_kargs*);
void k647(const gs_kargs*);
void k648(const gs_kargs*);
void k649(const gs_kargs*);
void k650(const gs_kargs*);
void k651(const gs_kargs*);
void k652(const gs_kargs*);
void k653(const gs_kargs*);
void k654(const gs_kargs*);
void k655(const gs_kargs*);
void k656(const gs_kargs*);
void k657(const gs_kargs*);
void k658(const gs_kargs*);
void k659(const gs_kargs*);
void k660(const gs_kargs*);
void k661(const gs_kargs*);
void k662(const gs_kargs*);
void k663(const gs_kargs*);
void k664(const gs_kargs*);
void k665(const gs_kargs*);
void k666(const gs_kargs*);
void k667(const gs_kargs*);
void k668(const gs_kargs*);
void k669(const gs_kargs*);
void k670(const gs_kargs*);
void k671(const gs_kargs*);
void k672(const gs_kargs*);
void k673(const gs_kargs*);
void k674(const gs_kargs*);
void k675(const gs_kargs*);
void k676(const gs_kargs*);
void k677(const gs_kargs*);
void k678(const gs_kargs*);
void k679(const gs_kargs*);
void k680(const gs_kargs*);
void k681(const gs_kargs*);
void k682(const gs_kargs*);
void k683(const gs_kargs*);
void k684(const gs_kargs*);
void k685(const gs_kargs*);
void k686(const gs_kargs*);
void k687(const gs_kargs*);
void k688(const gs_kargs*);
void k689(const gs_kargs*);
void k690(const gs_kargs*);
void k691(const gs_kargs*);
void k692(const gs_kargs*);
void k693(const gs_kargs*);
void k694(const gs_kargs*);
void k695(const gs_kargs*);
void k696(const gs_kargs*);
void k697(const gs_kargs*);
void k698(const gs_kargs*);
void k699(const gs_kargs*);
void k700(const gs_kargs*);
void k701(const gs_kargs*);
void k702(const gs_kargs*);
void k703(const gs_kargs*);
void k704(const gs_kargs*);
void k705(const gs_kargs*);
void k706(const gs_kargs*);
void k707(const gs_kargs*);
void k708(const gs_kargs*);
void k709(const gs_kargs*);
void k710(const gs_kargs*);
void k711(const gs_kargs*);
void k712(const gs_kargs*);
void k713(const gs_kargs*);
void k714(const gs_kargs*);
void k715(const gs_kargs*);
void k716(const gs_kargs*);
void k717(const gs_kargs*);
void k718(const gs_kargs*);
void k719(const gs_kargs*);
void k720(const gs_kargs*);
void k721(const gs_kargs*);
void k722(const gs_kargs*);
void k723(const gs_kargs*);
void k724(const gs_kargs*);
void k725(const gs_kargs*);
void k726(const gs_kargs*);
void k727(const gs_kargs*);
void k728(const gs_kargs*);
void k729(const gs_kargs*);
void k730(const gs_kargs*);
void k731(const gs_kargs*);
void k732(const gs_kargs*);
void k733(const gs_kargs*);
void k734(const gs_kargs*);
void k735(const gs_kargs*);
void k736(const gs_kargs*);
void k737(const gs_kargs*);
void k738(const gs_kargs*);
void k739(const gs_kargs*);
void k740(const gs_kargs*);
void k741(const gs_kargs*);
void k742(const gs_kargs*);
void k743(const gs_kargs*);
void k744(const gs_kargs*);
void k745(const gs_kargs*);
void k746(const gs_kargs*);
void k747(const gs_kargs*);
void k748(const gs_kargs*);
void k749(const gs_kargs*);
void k750(const gs_kargs*);
void k751(const gs_kargs*);
void k752(const gs_kargs*);
void k753(const gs_kargs*);
void k754(const gs_kargs*);
void k755(const gs_kargs*);
void k756(const gs_kargs*);
void k757(const gs_kargs*);
void k758(const gs_kargs*);
void k759(const gs_kargs*);
void k760(const gs_kargs*);
void k761(const gs_kargs*);
void k762(const gs_kargs*);
void k763(const gs_kargs*);
void k764(const gs_kargs*);
void k765(const gs_kargs*);
void k766(const gs_kargs*);
void k767(const gs_kargs*);
void k768(const gs_kargs*);
void k769(const gs_kargs*);
void k770(const gs_kargs*);
void k771(const gs_kargs*);
void k772(const gs_kargs*);
void k773(const gs_kargs*);
void k774(const gs_kargs*);
void k775(const gs_kargs*);
void k776(const gs_kargs*);
void k777(const gs_kargs*);
void k778(const gs_kargs*);
void k779(const gs_kargs*);
void k780(const gs_kargs*);
void k781(const gs_kargs*);
void k782(const gs_kargs*);
void k783(const gs_kargs*);
void k784(const gs_kargs*);
void k785(const gs_kargs*);
void k786(const gs_kargs*);
void k787(const gs_kargs*);
void k788(const gs_kargs*);
void k789(const gs_kargs*);
void k790(const gs_kargs*);
void k791(const gs_kargs*);
void k792(const gs_kargs*);
void k793(const gs_kargs*);
void k794(const gs_kargs*);
void k795(const gs_kargs*);
void k796(const gs_kargs*);
void k797(const gs_kargs*);
void k798(const gs_kargs*);
void k799(const gs_kargs*);
void k800(const gs_kargs*);
void k801(const gs_kargs*);
void k802(const gs_kargs*);
void k803(const gs_kargs*);
void k804(const gs_kargs*);
void k805(const gs_kargs*);
void k806(const gs_kargs*);
void k807(const gs_kargs*);
void k808(const gs_kargs*);
void k809(const gs_kargs*);
void k810(const gs_kargs*);
void k811(const gs_kargs*);
void k812(const gs_kargs*);
void k813(const gs_kargs*);
void k814(const gs_kargs*);
void k815(const gs_kargs*);
void k816(const gs_kargs*);
void k817(const gs_kargs*);
void k818(const gs_kargs*);
void k819(const gs_kargs*);
void k820(const gs_kargs*);
void k821(const gs_kargs*);
void k822(const gs_kargs*);
void k823(const gs_kargs*);
void k824(const gs_kargs*);
void k825(const gs_kargs*);
void k826(const gs_kargs*);
void k827(const gs_kargs*);
void k828(const gs_kargs*);
void k829(const gs_kargs*);
void k830(const gs_kargs*);
void k831(const gs_kargs*);
void k832(const gs_kargs*);
void k833(const gs_kargs*);
void k834(const gs_kargs*);
void k835(const gs_kargs*);
void k836(const gs_kargs*);
void k837(const gs_kargs*);
void k838(const gs_kargs*);
void k839(const gs_kargs*);
void k840(const gs_kargs*);
void k841(const gs_kargs*);
void k842(const gs_kargs*);
void k843(const gs_kargs*);
void k844(const gs_kargs*);
void k845(const gs_kargs*);
void k846(const gs_kargs*);
void k847(const gs_kargs*);
void k848(const gs_kargs*);
void k849(const gs_kargs*);
void k850(const gs_kargs*);
void k851(const gs_kargs*);
void k852(const gs_kargs*);
void k853(const gs_kargs*);
void k854(const gs_kargs*);
void k855(const gs_kargs*);
void k856(const gs_kargs*);
void k857(const gs_kargs*);
void k858(const gs_kargs*);
void k859(const gs_kargs*);
void k860(const gs_kargs*);
void k861(const gs_kargs*);
void k862(const gs_kargs*);
void k863(const gs_kargs*);
void k864(const gs_kargs*);
void k865(const gs_kargs*);
void k866(const gs_kargs*);
void k867(const gs_kargs*);
void k868(const gs_kargs*);
void k869(const gs_kargs*);
void k870(const gs_kargs*);
void k871(const gs_kargs*);
void k872(const gs_kargs*);
void k873(const gs_kargs*);
void k874(const gs_kargs*);
void k875(const gs_kargs*);
void k876(const gs_kargs*);
void k877(const gs_kargs*);
void k878(const gs_kargs*);
void k879(const gs_kargs*);
void k880(const gs_kargs*);
void k881(const gs_kargs*);
void k882(const gs_kargs*);
void k883(const gs_kargs*);
void k884(const gs_kargs*);
void k885(const gs_kargs*);
void k886(const gs_kargs*);
void k887(const gs_kargs*);
void k888(const gs_kargs*);
void k889(const gs_kargs*);
void k890(const gs_kargs*);
void k891(const gs_kargs*);
void k892(const gs_kargs*);
void k893(const gs_kargs*);
void k894(const gs_kargs*);
void k895(const gs_kargs*);
void k896(const gs_kargs*);
void k897(const gs_kargs*);
void k898(const gs_kargs*);
void k899(const gs_kargs*);
void k900(const gs_kargs*);
void k901(const gs_kargs*);
void k902(const gs_kargs*);
void k903(const gs_kargs*);
void k904(const gs_kargs*);
void k905(const gs_kargs*);
void k906(const gs_kargs*);
void k907(const gs_kargs*);
void k908(const gs_kargs*);
void k909(const gs_kargs*);
void k910(const gs_kargs*);
void k911(const gs_kargs*);
void k912(const gs_kargs*);
void k913(const gs_kargs*);
void k914(const gs_kargs*);
void k915(const gs_kargs*);
void k916(const gs_kargs*);
void k917(const gs_kargs*);
void k918(const gs_kargs*);
void k919(const gs_kargs*);
void k920(const gs_kargs*);
void k921(const gs_kargs*);
void k922(const gs_kargs*);
void k923(const gs_kargs*);
void k924(const gs_kargs*);
void k925(const gs_kargs*);
void k926(const gs_kargs*);
void k927(const gs_kargs*);
void k928(const gs_kargs*);
void k929(const gs_kargs*);
void k930(const gs_kargs*);
void k931(const gs_kargs*);
void k932(const gs_kargs*);
void k933(const gs_kargs*);
void k934(const gs_kargs*);
void k935(const gs_kargs*);
void k936(const gs_kargs*);
void k937(const gs_kargs*);
void k938(const gs_kargs*);
void k939(const gs_kargs*);
void k940(const gs_kargs*);
void k941(const gs_kargs*);
void k942(const gs_kargs*);
void k943(const gs_kargs*);
void k944(const gs_kargs*);
void k945(const gs_kargs*);
void k946(const gs_kargs*);
void k947(const gs_kargs*);
void k948(const gs_kargs*);
void k949(const gs_kargs*);
void k950(const gs_kargs*);
void k951(const gs_kargs*);
void k952(const gs_kargs*);
void k953(const gs_kargs*);
void k954(const gs_kargs*);
void k955(const gs_kargs*);
void k956(const gs_kargs*);
void k957(const gs_kargs*);
void k958(const gs_kargs*);
void k959(const gs_kargs*);
void k960(const gs_kargs*);
void k961(const gs_kargs*);
void k962(const gs_kargs*);
void k963(const gs_kargs*);
void k964(const gs_kargs*);
void k965(const gs_kargs*);
void k966(const gs_kargs*);
void k967(const gs_kargs*);
void k968(const gs_kargs*);
void k969(const gs_kargs*);
void k970(const gs_kargs*);
void k971(const gs_kargs*);
void k972(const gs_kargs*);
void k973(const gs_kargs*);
void k974(const gs_kargs*);
void k975(const gs_kargs*);
void k976(const gs_kargs*);
void k977(const gs_kargs*);
void k978(const gs_kargs*);
void k979(const gs_kargs*);
void k980(const gs_kargs*);
void k981(const gs_kargs*);
void k982(const gs_kargs*);
void k983(const gs_kargs*);
void k984(const gs_kargs*);
void k985(const gs_kargs*);
void k986(const gs_kargs*);
void k987(const gs_kargs*);
void k988(const gs_kargs*);
void k989(const gs_kargs*);
void k990(const gs_kargs*);
void k991(const gs_kargs*);
void k992(const gs_kargs*);
void k993(const gs_kargs*);
void k994(const gs_kargs*);
void k995(const gs_kargs*);
void k996(const gs_kargs*);
void k997(const gs_kargs*);
void k998(const gs_kargs*);
void k999(const gs_kargs*);
void k1000(const gs_kargs*);
void k1001(const gs_kargs*);
void k1002(const gs_kargs*);
void k1003(const gs_kargs*);
void k1004(const gs_kargs*);
void k1005(const gs_kargs*);
void k1006(const gs_kargs*);
void k1007(const gs_kargs*);
void k1008(const gs_kargs*);
void k1009(const gs_kargs*);
void k1010(const gs_kargs*);
void k1011(const gs_kargs*);
void k1012(const gs_kargs*);
void k1013(const gs_kargs*);
void k1014(const gs_kargs*);
void k1015(const gs_kargs*);
void k1016(const gs_kargs*);
void k1017(const gs_kargs*);
void k1018(const gs_kargs*);
void k1019(const gs_kargs*);
void k1020(const gs_kargs*);
void k1021(const gs_kargs*);
void k1022(const gs_kargs*);
void k1023(const gs_kargs*);
void k1024(const gs_kargs*);
void k1025(const gs_kargs*);
void k1026(const gs_kargs*);
void k1027(const gs_kargs*);
void k1028(const gs_kargs*);
void k1029(const gs_kargs*);
void k1030(const gs_kargs*);
void k1031(const gs_kargs*);
void k1032(const gs_kargs*);
void k1033(const gs_kargs*);
void k1034(const gs_kargs*);
void k1035(const gs_kargs*);
void k1036(const gs_kargs*);
void k1037(const gs_kargs*);
void k1038(const gs_kargs*);
void k1039(const gs_kargs*);
void k1040(const gs_kargs*);
void k1041(const gs_kargs*);
void k1042(const gs_kargs*);
void k1043(const gs_kargs*);
void k1044(const gs_kargs*);
void k1045(const gs_kargs*);
void k1046(const gs_kargs*);
void k1047(const gs_kargs*);
void k1048(const gs_kargs*);
void k1049(const gs_kargs*);
void k1050(const gs_kargs*);
void k1051(const gs_kargs*);
void k1052(const gs_kargs*);
void k1053(const gs_kargs*);
void k1054(const gs_kargs*);
void k1055(const gs_kargs*);
void k1056(const gs_kargs*);
void k1057(const gs_kargs*);
void k1058(const gs_kargs*);
void k1059(const gs_kargs*);
void k1060(const gs_kargs*);
void k1061(const gs_kargs*);
void k1062(const gs_kargs*);
void k1063(const gs_kargs*);
void k1064(const gs_kargs*);
void k1065(const gs_kargs*);
void k1066(const gs_kargs*);
void k1067(const gs_kargs*);
void k1068(const gs_kargs*);
void k1069(const gs_kargs*);
void k1070(const gs_kargs*);
void k1071(const gs_kargs*);
void k1072(const gs_kargs*);
void k1073(const gs_kargs*);
void k1074(const gs_kargs*);
void k1075(const gs_kargs*);
void k1076(const gs_kargs*);
void k1077(const gs_kargs*);
void k1078(const gs_kargs*);
void k1079(const gs_kargs*);
void k1080(const gs_kargs*);
void k1081(const gs_kargs*);
void k1082(const gs_kargs*);
void k1083(const gs_kargs*);
void k1084(const gs_kargs*);
void k1085(const gs_kargs*);
void k1086(const gs_kargs*);
void k1087(const gs_kargs*);
void k1088(const gs_kargs*);
void k1089(const gs_kargs*);
void k1090(const gs_kargs*);
void k1091(const gs_kargs*);
void k1092(const gs_kargs*);
void k1093(const gs_kargs*);
void k1094(const gs_kargs*);
void k1095(const gs_kargs*);
void k1096(const gs_kargs*);
void k1097(const gs_kargs*);
void k1098(const gs_kargs*);
void k1099(const gs_kargs*);
void k1100(const gs_kargs*);
void k1101(const gs_kargs*);
void k1102(const gs_kargs*);
void k1103(const gs_kargs*);
void k1104(const gs_kargs*);
void k1105(const gs_kargs*);
void k1106(const gs_kargs*);
void k1107(const gs_kargs*);
void k1108(const gs_kargs*);
void k1109(const gs_kargs*);
void k1110(const gs_kargs*);
void k1111(const gs_kargs*);
void k1112(const gs_kargs*);
void k1113(const gs_kargs*);
void k1114(const gs_kargs*);
void k1115(const gs_kargs*);
void k1116(const gs_kargs*);
void k1117(const gs_kargs*);
void k1118(const gs_kargs*);
void k1119(const gs_kargs*);
void k1120(const gs_kargs*);
void k1121(const gs_kargs*);
void k1122(const gs_kargs*);
void k1123(const gs_kargs*);
void k1124(const gs_kargs*);
void k1125(const gs_kargs*);
void k1126(const gs_kargs*);
void k1127(const gs_kargs*);
void k1128(const gs_kargs*);
void k1129(const gs_kargs*);
void k1130(const gs_kargs*);
void k1131(const gs_kargs*);
void k1132(const gs_kargs*);
void k1133(const gs_kargs*);
void k1134(const gs_kargs*);
void k1135(const gs_kargs*);
void k1136(const gs_kargs*);
void k1137(const gs_kargs*);
void k1138(const gs_kargs*);
void k1139(const gs_kargs*);
void k1140(const gs_kargs*);
void k1141(const gs_kargs*);
void k1142(const gs_kargs*);
void k1143(const gs_kargs*);
void k1144(const gs_kargs*);
void k1145(const gs_kargs*);
void k1146(const gs_kargs*);
void k1147(const gs_kargs*);
void k1148(const gs_kargs*);
void k1149(const gs_kargs*);
void k1150(const gs_kargs*);
void k1151(const gs_kargs*);
void k1152(const gs_kargs*);
void k1153(const gs_kargs*);
void k1154(const gs_kargs*);
void k1155(const gs_kargs*);
void k1156(const gs_kargs*);
void k1157(const gs_kargs*);
void k1158(const gs_kargs*);
void k1159(const gs_kargs*);
void k1160(const gs_kargs*);
void k1161(const gs_kargs*);
void k1162(const gs_kargs*);
void k1163(const gs_kargs*);
void k1164(const gs_kargs*);
void k1165(const gs_kargs*);
void k1166(const gs_kargs*);
void k1167(const gs_kargs*);
void k1168(const gs_kargs*);
void k1169(const gs_kargs*);
void k1170(const gs_kargs*);
void k1171(const gs_kargs*);
void k1172(const gs_kargs*);
void k1173(const gs_kargs*);
void k1174(const gs_kargs*);
void k1175(const gs_kargs*);
void k1176(const gs_kargs*);
void k1177(const gs_kargs*);
void k1178(const gs_kargs*);
void k1179(const gs_kargs*);
void k1180(const gs_kargs*);
void k1181(const gs_kargs*);
void k1182(const gs_kargs*);
void k1183(const gs_kargs*);
void k1184(const gs_kargs*);
void k1185(const gs_kargs*);
void k1186(const gs_kargs*);
void k1187(const gs_kargs*);
void k1188(const gs_kargs*);
void k1189(const gs_kargs*);
void k1190(const gs_kargs*);
void k1191(const gs_kargs*);
void k1192(const gs_kargs*);
void k1193(const gs_kargs*);
void k1194(const gs_kargs*);
void k1195(const gs_kargs*);
void k1196(const gs_kargs*);
void k1197(const gs_kargs*);
void k1198(const gs_kargs*);
void k1199(const gs_kargs*);
void k1200(const gs_kargs*);
void k1201(const gs_kargs*);
void k1202(const gs_kargs*);
void k1203(const gs_kargs*);
void k1204(const gs_kargs*);
void k1205(const gs_kargs*);
void k1206(const gs_kargs*);
void k1207(const gs_kargs*);
void k1208(const gs_kargs*);
void k1209(const gs_kargs*);
void k1210(const gs_kargs*);
void k1211(const gs_kargs*);
void k1212(const gs_kargs*);
void k1213(const gs_kargs*);
void k1214(const gs_kargs*);
void k1215(const gs_kargs*);
void k1216(const gs_kargs*);
void k1217(const gs_kargs*);
void k1218(const gs_kargs*);
void k1219(const gs_kargs*);
void k1220(const gs_kargs*);
void k1221(const gs_kargs*);
void k1222(const gs_kargs*);
void k1223(const gs_kargs*);
void k1224(const gs_kargs*);
void k1225(const gs_kargs*);
void k1226(const gs_kargs*);
void k1227(const gs_kargs*);
void k1228(const gs_kargs*);
void k1229(const gs_kargs*);
void k1230(const gs_kargs*);
void k1231(const gs_kargs*);
void k1232(const gs_kargs*);
void k1233(const gs_kargs*);
void k1234(const gs_kargs*);
void k1235(const gs_kargs*);
void k1236(const gs_kargs*);
void k1237(const gs_kargs*);
void k1238(const gs_kargs*);
void k1239(const gs_kargs*);
void k1240(const gs_kargs*);
void k1241(const gs_kargs*);
void k1242(const gs_kargs*);
void k1243(const gs_kargs*);
void k1244(const gs_kargs*);
void k1245(const gs_kargs*);
void k1246(const gs_kargs*);
void k1247(const gs_kargs*);
void k1248(const gs_kargs*);
void k1249(const gs_kargs*);
void k1250(const gs_kargs*);
void k1251(const gs_kargs*);
void k1252(const gs_kargs*);
void k1253(const gs_kargs*);
void k1254(const gs_kargs*);
void k1255(const gs_kargs*);
void k1256(const gs_kargs*);
void k1257(const gs_kargs*);
void k1258(const gs_kargs*);
void k1259(const gs_kargs*);
void k1260(const gs_kargs*);
void k1261(const gs_kargs*);
void k1262(const gs_kargs*);
void k1263(const gs_kargs*);
void k1264(const gs_kargs*);
void k1265(const gs_kargs*);
void k1266(const gs_kargs*);
void k1267(const gs_kargs*);
void k1268(const gs_kargs*);
void k1269(const gs_kargs*);
void k1270(const gs_kargs*);
void k1271(const gs_kargs*);
void k1272(const gs_kargs*);
void k1273(const gs_kargs*);
void k1274(const gs_kargs*);
void k1275(const gs_kargs*);
void k1276(const gs_kargs*);
void k1277(const gs_kargs*);
void k1278(const gs_kargs*);
void k1279(const gs_kargs*);
void k1280(const gs_kargs*);
void k1281(const gs_kargs*);
void k1282(const gs_kargs*);
void k1283(const gs_kargs*);
void k1284(const gs_kargs*);
void k1285(const gs_kargs*);
void k1286(const gs_kargs*);
void k1287(const gs_kargs*);
void k1288(const gs_kargs*);
void k1289(const gs_kargs*);
void k1290(const gs_kargs*);
void k1291(const gs_kargs*);
void k1292(const gs_kargs*);
void k1293(const gs_kargs*);
void k1294(const gs_kargs*);
void k1295(const gs_kargs*);
void k1296(const gs_kargs*);
void k1297(const gs_kargs*);
void k1298(const gs_kargs*);
void k1299(const gs_kargs*);
void k1300(const gs_kargs*);
void k1301(const gs_kargs*);
void k1302(const gs_kargs*);
void k1303(const gs_kargs*);
void k1304(const gs_kargs*);
void k1305(const gs_kargs*);
void k1306(const gs_kargs*);
void k1307(const gs_kargs*);
void k1308(const gs_kargs*);
void k1309(const gs_kargs*);
void k1310(const gs_kargs*);
void k1311(const gs_kargs*);
void k1312(const gs_kargs*);
void k1313(const gs_kargs*);
void k1314(const gs_kargs*);
void k1315(const gs_kargs*);
void k1316(const gs_kargs*);
void k1317(const gs_kargs*);
void k1318(const gs_kargs*);
void k1319(const gs_kargs*);
void k1320(const gs_kargs*);
void k1321(const gs_kargs*);
void k1322(const gs_kargs*);
void k1323(const gs_kargs*);
void k1324(const gs_kargs*);
void k1325(const gs_kargs*);
void k1326(const gs_kargs*);
void k1327(const gs_kargs*);
void k1328(const gs_kargs*);
void k1329(const gs_kargs*);
void k1330(const gs_kargs*);
void k1331(const gs_kargs*);
void k1332(const gs_kargs*);
void k1333(const gs_kargs*);
void k1334(const gs_kargs*);
void k1335(const gs_kargs*);
void k1336(const gs_kargs*);
void k1337(const gs_kargs*);
void k1338(const gs_kargs*);
void k1339(const gs_kargs*);
void k1340(const gs_kargs*);
void k1341(const gs_kargs*);
void k1342(const gs_kargs*);
void k1343(const gs_kargs*);
void k1344(const gs_kargs*);
void k1345(const gs_kargs*);
void k1346(const gs_kargs*);
void k1347(const gs_kargs*);
void k1348(const gs_kargs*);
void k1349(const gs_kargs*);
void k1350(const gs_kargs*);
void k1351(const gs_kargs*);
void k1352(const gs_kargs*);
void k1353(const gs_kargs*);
void k1354(const gs_kargs*);
void k1355(const gs_kargs*);
void k1356(const gs_kargs*);
void k1357(const gs_kargs*);
void k1358(const gs_kargs*);
void k1359(const gs_kargs*);
void k1360(const gs_kargs*);
void k1361(const gs_kargs*);
void k1362(const gs_kargs*);
void k1363(const gs_kargs*);
void k1364(const gs_kargs*);
void k1365(const gs_kargs*);
void k1366(const gs_kargs*);
void k1367(const gs_kargs*);
void k1368(const gs_kargs*);
void k1369(const gs_kargs*);
void k1370(const gs_kargs*);
void k1371(const gs_kargs*);
void k1372(const gs_kargs*);
void k1373(const gs_kargs*);
void k1374(const gs_kargs*);
void k1375(const gs_kargs*);
void k1376(const gs_kargs*);
void k1377(const gs_kargs*);
void k1378(const gs_kargs*);
void k1379(const gs_kargs*);
void k1380(const gs_kargs*);
void k1381(const gs_kargs*);
void k1382(const gs_kargs*);
void k1383(const gs_kargs*);
void k1384(const gs_kargs*);
void k1385(const gs_kargs*);
void k1386(const gs_kargs*);
void k1387(const gs_kargs*);
void k1388(const gs_kargs*);
void k1389(const gs_kargs*);
void k1390(const gs_kargs*);
void k1391(const gs_kargs*);
void k1392(const gs_kargs*);
void k1393(const gs_kargs*);
void k1394(const gs_kargs*);
void k1395(const gs_kargs*);
void k1396(const gs_kargs*);
void k1397(const gs_kargs*);
void k1398(const gs_kargs*);
void k1399(const gs_kargs*);
void k1400(const gs_kargs*);
void k1401(const gs_kargs*);
void k1402(const gs_kargs*);
void k1403(const gs_kargs*);
void k1404(const gs_kargs*);
void k1405(const gs_kargs*);
void k1406(const gs_kargs*);
void k1407(const gs_kargs*);
void k1408(const gs_kargs*);
void k1409(const gs_kargs*);
void k1410(const gs_kargs*);
void k1411(const gs_kargs*);
void k1412(const gs_kargs*);
void k1413(const gs_kargs*);
void k1414(const gs_kargs*);
void k1415(const gs_kargs*);
void k1416(const gs_kargs*);
void k1417(const gs_kargs*);
void k1418(const gs_kargs*);
void k1419(const gs_kargs*);
void k1420(const gs_kargs*);
void k1421(const gs_kargs*);
void k1422(const gs_kargs*);
void k1423(const gs_kargs*);
void k1424(const gs_kargs*);
void k1425(const gs_kargs*);
void k1426(const gs_kargs*);
void k1427(const gs_kargs*);
void k1428(const gs_kargs*);
void k1429(const gs_kargs*);
void k1430(const gs_kargs*);
void k1431(const gs_kargs*);
void k1432(const gs_kargs*);
void k1433(const gs_kargs*);
void k1434(const gs_kargs*);
void k1435(const gs_kargs*);
void k1436(const gs_kargs*);
void k1437(const gs_kargs*);
void k1438(const gs_kargs*);
void k1439(const gs_kargs*);
void k1440(const gs_kargs*);
void k1441(const gs_kargs*);
void k1442(const gs_kargs*);
void k1443(const gs_kargs*);
void k1444(const gs_kargs*);
void k1445(const gs_kargs*);
void k1446(const gs_kargs*);
void k1447(const gs_kargs*);
void k1448(const gs_kargs*);
void k1449(const gs_kargs*);
void k1450(const gs_kargs*);
void k1451(const gs_kargs*);
void k1452(const gs_kargs*);
void k1453(const gs_kargs*);
void k1454(const gs_kargs*);
void k1455(const gs_kargs*);
void k1456(const gs_kargs*);
void k1457(const gs_kargs*);
void k1458(const gs_kargs*);
void k1459(const gs_kargs*);
void k1460(const gs_kargs*);
void k1461(const gs_kargs*);
void k1462(const gs_kargs*);
void k1463(const gs_kargs*);
void k1464(const gs_kargs*);
void k1465(const gs_kargs*);
void k1466(const gs_kargs*);
void k1467(const gs_kargs*);
void k1468(const gs_kargs*);
void k1469(const gs_kargs*);
void k1470(const gs_kargs*);
void k1471(const gs_kargs*);
void k1472(const gs_kargs*);
void k1473(const gs_kargs*);
void k1474(const gs_kargs*);
void k1475(const gs_kargs*);
void k1476(const gs_kargs*);
void k1477(const gs_kargs*);
void k1478(const gs_kargs*);
void k1479(const gs_kargs*);
void k1480(const gs_kargs*);
void k1481(const gs_kargs*);
void k1482(const gs_kargs*);
void k1483(const gs_kargs*);
void k1484(const gs_kargs*);
void k1485(const gs_kargs*);
void k1486(const gs_kargs*);
void k1487(const gs_kargs*);
void k1488(const gs_kargs*);
void k1489(const gs_kargs*);
void k1490(const gs_kargs*);
void k1491(const gs_kargs*);
void k1492(const gs_kargs*);
void k1493(const gs_kargs*);
void k1494(const gs_kargs*);
void k1495(const gs_kargs*);
void k1496(const gs_kargs*);
void k1497(const gs_kargs*);
void k1498(const gs_kargs*);
void k1499(const gs_kargs*);
void k1500(const gs_kargs*);
void k1501(const gs_kargs*);
void k1502(const gs_kargs*);
void k1503(const gs_kargs*);
void k1504(const gs_kargs*);
void k1505(const gs_kargs*);
void k1506(const gs_kargs*);
void k1507(const gs_kargs*);
void k1508(const gs_kargs*);
void k1509(const gs_kargs*);
void k1510(const gs_kargs*);
void k1511(const gs_kargs*);
void k1512(const gs_kargs*);
void k1513(const gs_kargs*);
void k1514(const gs_kargs*);
void k1515(const gs_kargs*);
void k1516(const gs_kargs*);
void k1517(const gs_kargs*);
void k1518(const gs_kargs*);
void k1519(const gs_kargs*);
void k1520(const gs_kargs*);
void k1521(const gs_kargs*);
void k1522(const gs_kargs*);
void k1523(const gs_kargs*);
void k1524(const gs_kargs*);
void k1525(const gs_kargs*);
void k1526(const gs_kargs*);
void k1527(const gs_kargs*);
void k1528(const gs_kargs*);
void k1529(const gs_kargs*);
void k1530(const gs_kargs*);
void k1531(const gs_kargs*);
void k1532(const gs_kargs*);
void k1533(const gs_kargs*);
void k1534(const gs_kargs*);
void k1535(const gs_kargs*);
void k1536(const gs_kargs*);
void k1537(const gs_kargs*);
void k1538(const gs_kargs*);
void k1539(const gs_kargs*);
void k1540(const gs_kargs*);
void k1541(const gs_kargs*);
void k1542(const gs_kargs*);
void k1543(const gs_kargs*);
void k1544(const gs_kargs*);
void k1545(const gs_kargs*);
void k1546(const gs_kargs*);
void k1547(const gs_kargs*);
void k1548(const gs_kargs*);
void k1549(const gs_kargs*);
void k1550(const gs_kargs*);
void k1551(const gs_kargs*);
void k1552(const gs_kargs*);
void k1553(const gs_kargs*);
void k1554(const gs_kargs*);
void k1555(const gs_kargs*);
void k1556(const gs_kargs*);
void k1557(const gs_kargs*);
void k1558(const gs_kargs*);
void k1559(const gs_kargs*);
void k1560(const gs_kargs*);
void k1561(const gs_kargs*);
void k1562(const gs_kargs*);
void k1563(const gs_kargs*);
void k1564(const gs_kargs*);
void k1565(const gs_kargs*);
void k1566(const gs_kargs*);
void k1567(const gs_kargs*);
void k1568(const gs_kargs*);
void k1569(const gs_kargs*);
void k1570(const gs_kargs*);
void k1571(const gs_kargs*);
void k1572(const gs_kargs*);
void k1573(const gs_kargs*);
void k1574(const gs_kargs*);
void k1575(const gs_kargs*);
void k1576(const gs_kargs*);
void k1577(const gs_kargs*);
void k1578(const gs_kargs*);
void k1579(const gs_kargs*);
void k1580(const gs_kargs*);
void k1581(const gs_kargs*);
void k1582(const gs_kargs*);
void k1583(const gs_kargs*);
void k1584(const gs_kargs*);
void k1585(const gs_kargs*);
void k1586(const gs_kargs*);
void k1587(const gs_kargs*);
void k1588(const gs_kargs*);
void k1589(const gs_kargs*);
void k1590(const gs_kargs*);
void k1591(const gs_kargs*);
void k1592(const gs_kargs*);
void k1593(const gs_kargs*);
void k1594(const gs_kargs*);
void k1595(const gs_kargs*);
void k1596(const gs_kargs*);
void k1597(const gs_kargs*);
void k1598(const gs_kargs*);
void k1599(const gs_kargs*);
void k1600(const gs_kargs*);
void k1601(const gs_kargs*);
void k1602(const gs_kargs*);
void k1603(const gs_kargs*);
void k1604(const gs_kargs*);
void k1605(const gs_kargs*);
void k1606(const gs_kargs*);
void k1607(const gs_kargs*);
void k1608(const gs_kargs*);
void k1609(const gs_kargs*);
void k1610(const gs_kargs*);
void k1611(const gs_kargs*);
void k1612(const gs_kargs*);
void k1613(const gs_kargs*);
void k1614(const gs_kargs*);
void k1615(const gs_kargs*);
void k1616(const gs_kargs*);
void k1617(const gs_kargs*);
void k1618(const gs_kargs*);
void k1619(const gs_kargs*);
void k1620(const gs_kargs*);
void k1621(const gs_kargs*);
void k1622(const gs_kargs*);
void k1623(const gs_kargs*);
void k1624(const gs_kargs*);
void k1625(const gs_kargs*);
void k1626(const gs_kargs*);
void k1627(const gs_kargs*);
void k1628(const gs_kargs*);
void k1629(const gs_kargs*);
void k1630(const gs_kargs*);
void k1631(const gs_kargs*);
void k1632(const gs_kargs*);
void k1633(const gs_kargs*);
void k1634(const gs_kargs*);
void k1635(const gs_kargs*);
void k1636(const gs_kargs*);
void k1637(const gs_kargs*);
void k1638(const gs_kargs*);
void k1639(const gs_kargs*);
void k1640(const gs_kargs*);
void k1641(const gs_kargs*);
void k1642(const gs_kargs*);
void k1643(const gs_kargs*);
void k1644(const gs_kargs*);
void k1645(const gs_kargs*);
void k1646(const gs_kargs*);
void k1647(const gs_kargs*);
void k1648(const gs_kargs*);
void k1649(const gs_kargs*);
void k1650(const gs_kargs*);
void k1651(const gs_kargs*);
void k1652(const gs_kargs*);
void k1653(const gs_kargs*);
void k1654(const gs_kargs*);
void k1655(const gs_kargs*);
void k1656(const gs_kargs*);
void k1657(const gs_kargs*);
void k1658(const gs_kargs*);
void k1659(const gs_kargs*);
void k1660(const gs_kargs*);
void k1661(const gs_kargs*);
void k1662(const gs_kargs*);
void k1663(const gs_kargs*);
void k1664(const gs_kargs*);
void k1665(const gs_kargs*);
void k1666(const gs_kargs*);
void k1667(const gs_kargs*);
void k1668(const gs_kargs*);
void k1669(const gs_kargs*);
void k1670(const gs_kargs*);
void k1671(const gs_kargs*);
void k1672(const gs_kargs*);
void k1673(const gs_kargs*);
void k1674(const gs_kargs*);
void k1675(const gs_kargs*);
void k1676(const gs_kargs*);
void k1677(const gs_kargs*);
void k1678(const gs_kargs*);
void k1679(const gs_kargs*);
void k1680(const gs_kargs*);
void k1681(const gs_kargs*);
void k1682(const gs_kargs*);
void k1683(const gs_kargs*);
void k1684(const gs_kargs*);
void k1685(const gs_kargs*);
void k1686(const gs_kargs*);
void k1687(const gs_kargs*);
void k1688(const gs_kargs*);
void k1689(const gs_kargs*);
void k1690(const gs_kargs*);
void k1691(const gs_kargs*);
void k1692(const gs_kargs*);
void k1693(const gs_kargs*);
void k1694(const gs_kargs*);
void k1695(const gs_kargs*);
void k1696(const gs_kargs*);
void k1697(const gs_kargs*);
void k1698(const gs_kargs*);
void k1699(const gs_kargs*);
void k1700(const gs_kargs*);
void k1701(const gs_kargs*);
void k1702(const gs_kargs*);
void k1703(const gs_kargs*);
void k1704(const gs_kargs*);
void k1705(const gs_kargs*);
void k1706(const gs_kargs*);
void k1707(const gs_kargs*);
void k1708(const gs_kargs*);
void k1709(const gs_kargs*);
void k1710(const gs_kargs*);
void k1711(const gs_kargs*);
void k1712(const gs_kargs*);
void k1713(const gs_kargs*);
void k1714(const gs_kargs*);
void k1715(const gs_kargs*);
void k1716(const gs_kargs*);
void k1717(const gs_kargs*);
void k1718(const gs_kargs*);
void k1719(const gs_kargs*);
void k1720(const gs_kargs*);
void k1721(const gs_kargs*);
void k1722(const gs_kargs*);
void k1723(const gs_kargs*);
void k1724(const gs_kargs*);
void k1725(const gs_kargs*);
void k1726(const gs_kargs*);
void k1727(const gs_kargs*);
void k1728(const gs_kargs*);
void k1729(const gs_kargs*);
void k1730(const gs_kargs*);
void k1731(const gs_kargs*);
void k1732(const gs_kargs*);
void k1733(const gs_kargs*);
void k1734(const gs_kargs*);
void k1735(const gs_kargs*);
void k1736(const gs_kargs*);
void k1737(const gs_kargs*);
void k1738(const gs_kargs*);
void k1739(const gs_kargs*);
void k1740(const gs_kargs*);
void k1741(const gs_kargs*);
void k1742(const gs_kargs*);
void k1743(const gs_kargs*);
void k1744(const gs_kargs*);
void k1745(const gs_kargs*);
void k1746(const gs_kargs*);
void k1747(const gs_kargs*);
void k1748(const gs_kargs*);
void k1749(const gs_kargs*);
void k1750(const gs_kargs*);
void k1751(const gs_kargs*);
void k1752(const gs_kargs*);
void k1753(const gs_kargs*);
void k1754(const gs_kargs*);
void k1755(const gs_kargs*);
void k1756(const gs_kargs*);
void k1757(const gs_kargs*);
void k1758(const gs_kargs*);
void k1759(const gs_kargs*);
void k1760(const gs_kargs*);
void k1761(const gs_kargs*);
void k1762(const gs_kargs*);
void k1763(const gs_kargs*);
void k1764(const gs_kargs*);
void k1765(const gs_kargs*);
void k1766(const gs_kargs*);
void k1767(const gs_kargs*);
void k1768(const gs_kargs*);
void k1769(const gs_kargs*);
void k1770(const gs_kargs*);
void k1771(const gs_kargs*);
void k1772(const gs_kargs*);
void k1773(const gs_kargs*);
void k1774(const gs_kargs*);
void k1775(const gs_kargs*);
void k1776(const gs_kargs*);
void k1777(const gs_kargs*);
void k1778(const gs_kargs*);
void k1779(const gs_kargs*);
void k1780(const gs_kargs*);
void k1781(const gs_kargs*);
void k1782(const gs_kargs*);
void k1783(const gs_kargs*);
void k1784(const gs_kargs*);
void k1785(const gs_kargs*);
void k1786(const gs_kargs*);
void k1787(const gs_kargs*);
void k1788(const gs_kargs*);
void k1789(const gs_kargs*);
void k1790(const gs_kargs*);
void k1791(const gs_kargs*);
void k1792(const gs_kargs*);
void k1793(const gs_kargs*);
void k1794(const gs_kargs*);
void k1795(const gs_kargs*);
void k1796(const gs_kargs*);
void k1797(const gs_kargs*);
void k1798(const gs_kargs*);
void k1799(const gs_kargs*);
void k1800(const gs_kargs*);
void k1801(const gs_kargs*);
void k1802(const gs_kargs*);
void k1803(const gs_kargs*);
void k1804(const gs_kargs*);
void k1805(const gs_kargs*);
void k1806(const gs_kargs*);
void k1807(const gs_kargs*);
void k1808(const gs_kargs*);
void k1809(const gs_kargs*);
void k1810(const gs_kargs*);
void k1811(const gs_kargs*);
void k1812(const gs_kargs*);
void k1813(const gs_kargs*);
void k1814(const gs_kargs*);
void k1815(const gs_kargs*);
void k1816(const gs_kargs*);
void k1817(const gs_kargs*);
void k1818(const gs_kargs*);
void k1819(const gs_kargs*);
void k1820(const gs_kargs*);
void k1821(const gs_kargs*);
void k1822(const gs_kargs*);
void k1823(const gs_kargs*);
void k1824(const gs_kargs*);
void k1825(const gs_kargs*);
void k1826(const gs_kargs*);
void k1827(const gs_kargs*);
void k1828(const gs_kargs*);
void k1829(const gs_kargs*);
void k1830(const gs_kargs*);
void k1831(const gs_kargs*);
void k1832(const gs_kargs*);
void k1833(const gs_kargs*);
void k1834(const gs_kargs*);
void k1835(const gs_kargs*);
void k1836(const gs_kargs*);
void k1837(const gs_kargs*);
void k1838(const gs_kargs*);
void k1839(const gs_kargs*);
void k1840(const gs_kargs*);
void k1841(const gs_kargs*);
void k1842(const gs_kargs*);
void k1843(const gs_kargs*);
void k1844(const gs_kargs*);
void k1845(const gs_kargs*);
void k1846(const gs_kargs*);
void k1847(const gs_kargs*);
void k1848(const gs_kargs*);
void k1849(const gs_kargs*);
void k1850(const gs_kargs*);
void k1851(const gs_kargs*);
void k1852(const gs_kargs*);
void k1853(const gs_kargs*);
void k1854(const gs_kargs*);
void k1855(const gs_kargs*);
void k1856(const gs_kargs*);
void k1857(const gs_kargs*);
void k1858(const gs_kargs*);
void k1859(const gs_kargs*);
void k1860(const gs_kargs*);
void k1861(const gs_kargs*);
void k1862(const gs_kargs*);
void k1863(const gs_kargs*);
void k1864(const gs_kargs*);
void k1865(const gs_kargs*);
void k1866(const gs_kargs*);
void k1867(const gs_kargs*);
void k1868(const gs_kargs*);
void k1869(const gs_kargs*);
void k1870(const gs_kargs*);
void k1871(const gs_kargs*);
void k1872(const gs_kargs*);
void k1873(const gs_kargs*);
void k1874(const gs_kargs*);
void k1875(const gs_kargs*);
void k1876(const gs_kargs*);
void k1877(const gs_kargs*);
void k1878(const gs_kargs*);
void k1879(const gs_kargs*);
void k1880(const gs_kargs*);
void k1881(const gs_kargs*);
void k1882(const gs_kargs*);
void k1883(const gs_kargs*);
void k1884(const gs_kargs*);
void k1885(const gs_kargs*);
void k1886(const gs_kargs*);
void k1887(const gs_kargs*);
void k1888(const gs_kargs*);
void k1889(const gs_kargs*);
void k1890(const gs_kargs*);
void k1891(const gs_kargs*);
void k1892(const gs_kargs*);
void k1893(const gs_kargs*);
void k1894(const gs_kargs*);
void k1895(const gs_kargs*);
void k1896(const gs_kargs*);
void k1897(const gs_kargs*);
void k1898(const gs_kargs*);
void k1899(const gs_kargs*);
void k1900(const gs_kargs*);
void k1901(const gs_kargs*);
void k1902(const gs_kargs*);
void k1903(const gs_kargs*);
void k1904(const gs_kargs*);
void k1905(const gs_kargs*);
void k1906(const gs_kargs*);
void k1907(const gs_kargs*);
void k1908(const gs_kargs*);
void k1909(const gs_kargs*);
void k1910(const gs_kargs*);
void k1911(const gs_kargs*);
void k1912(const gs_kargs*);
void k1913(const gs_kargs*);
void k1914(const gs_kargs*);
void k1915(const gs_kargs*);
void k1916(const gs_kargs*);
void k1917(const gs_kargs*);
void k1918(const gs_kargs*);
void k1919(const gs_kargs*);
void k1920(const gs_kargs*);
void k1921(const gs_kargs*);
void k1922(const gs_kargs*);
void k1923(const gs_kargs*);
void k1924(const gs_kargs*);
void k1925(const gs_kargs*);
void k1926(const gs_kargs*);
void k1927(const gs_kargs*);
void k1928(const gs_kargs*);
void k1929(const gs_kargs*);
void k1930(const gs_kargs*);
void k1931(const gs_kargs*);
void k1932(const gs_kargs*);
void k1933(const gs_kargs*);
void k1934(const gs_kargs*);
void k1935(const gs_kargs*);
void k1936(const gs_kargs*);
void k1937(const gs_kargs*);
void k1938(const gs_kargs*);
void k1939(const gs_kargs*);
void k1940(const gs_kargs*);
void k1941(const gs_kargs*);
void k1942(const gs_kargs*);
void k1943(const gs_kargs*);
void k1944(const gs_kargs*);
void k1945(const gs_kargs*);
void k1946(const gs_kargs*);
void k1947(const gs_kargs*);
void k1948(const gs_kargs*);
void k1949(const gs_kargs*);
void k1950(const gs_kargs*);
void k1951(const gs_kargs*);
void k1952(const gs_kargs*);
void k1953(const gs_kargs*);
void k1954(const gs_kargs*);
void k1955(const gs_kargs*);
void k1956(const gs_kargs*);
void k1957(const gs_kargs*);
void k1958(const gs_kargs*);
void k1959(const gs_kargs*);
void k1960(const gs_kargs*);
void k1961(const gs_kargs*);
void k1962(const gs_kargs*);
void k1963(const gs_kargs*);
void k1964(const gs_kargs*);
void k1965(const gs_kargs*);
void k1966(const gs_kargs*);
void k1967(const gs_kargs*);
void k1968(const gs_kargs*);
void k1969(const gs_kargs*);
void k1970(const gs_kargs*);
void k1971(const gs_kargs*);
void k1972(const gs_kargs*);
void k1973(const gs_kargs*);
void k1974(const gs_kargs*);
void k1975(const gs_kargs*);
void k1976(const gs_kargs*);
void k1977(const gs_kargs*);
void k1978(const gs_kargs*);
void k1979(const gs_kargs*);
void k1980(const gs_kargs*);
void k1981(const gs_kargs*);
void k1982(const gs_kargs*);
void k1983(const gs_kargs*);
void k1984(const gs_kargs*);
void k1985(const gs_kargs*);
void k1986(const gs_kargs*);
void k1987(const gs_kargs*);
void k1988(const gs_kargs*);
void k1989(const gs_kargs*);
void k1990(const gs_kargs*);
void k1991(const gs_kargs*);
void k1992(const gs_kargs*);
void k1993(const gs_kargs*);
void k1994(const gs_kargs*);
void k1995(const gs_kargs*);
void k1996(const gs_kargs*);
void k1997(const gs_kargs*);
void k1998(const gs_kargs*);
void k1999(const gs_kargs*);
void k2000(const gs_kargs*);
void k2001(const gs_kargs*);
void k2002(const gs_kargs*);
void k2003(const gs_kargs*);
void k2004(const gs_kargs*);
void k2005(const gs_kargs*);
void k2006(const gs_kargs*);
void k2007(const gs_kargs*);
void k2008(const gs_kargs*);
void k2009(const gs_kargs*);
void k2010(const gs_kargs*);
void k2011(const gs_kargs*);
void k2012(const gs_kargs*);
void k2013(const gs_kargs*);
void k2014(const gs_kargs*);
void k2015(const gs_kargs*);
void k2016(const gs_kargs*);
void k2017(const gs_kargs*);
void k2018(const gs_kargs*);
void k2019(const gs_kargs*);
void k2020(const gs_kargs*);
void k2021(const gs_kargs*);
void k2022(const gs_kargs*);
void k2023(const gs_kargs*);
void k2024(const gs_kargs*);
void k2025(const gs_kargs*);
void k2026(const gs_kargs*);
void k2027(const gs_kargs*);
void k2028(const gs_kargs*);
void k2029(const gs_kargs*);
void k2030(const gs_kargs*);
void k2031(const gs_kargs*);
void k2032(const gs_kargs*);
void k2033(const gs_kargs*);
void k2034(const gs_kargs*);
void k2035(const gs_kargs*);
void k2036(const gs_kargs*);
void k2037(const gs_kargs*);
void k2038(const gs_kargs*);
void k2039(const gs_kargs*);
void k2040(const gs_kargs*);
void k2041(const gs_kargs*);
void k2042(const gs_kargs*);
void k2043(const gs_kargs*);
void k2044(const gs_kargs*);
void k2045(const gs_kargs*);
void k2046(const gs_kargs*);
void k2047(const gs_kargs*);
void k2048(const gs_kargs*);
void k2049(const gs_kargs*);
void k2050(const gs_kargs*);
void k2051(const gs_kargs*);
void k2052(const gs_kargs*);
void k2053(const gs_kargs*);
void k2054(const gs_kargs*);
void k2055(const gs_kargs*);
void k2056(const gs_kargs*);
void k2057(const gs_kargs*);
void k2058(const gs_kargs*);
void k2059(const gs_kargs*);
void k2060(const gs_kargs*);
void k2061(const gs_kargs*);
void k2062(const gs_kargs*);
void k2063(const gs_kargs*);
void k2064(const gs_kargs*);
void k2065(const gs_kargs*);
void k2066(const gs_kargs*);
void k2067(const gs_kargs*);
void k2068(const gs_kargs*);
void k2069(const gs_kargs*);
void k2070(const gs_kargs*);
void k2071(const gs_kargs*);
void k2072(const gs_kargs*);
void k2073(const gs_kargs*);
void k2074(const gs_kargs*);
void k2075(const gs_kargs*);
void k2076(const gs_kargs*);
void k2077(const gs_kargs*);
void k2078(const gs_kargs*);
void k2079(const gs_kargs*);
void k2080(const gs_kargs*);
void k2081(const gs_kargs*);
void k2082(const gs_kargs*);
void k2083(const gs_kargs*);
void k2084(const gs_kargs*);
void k2085(const gs_kargs*);
void k2086(const gs_kargs*);
void k2087(const gs_kargs*);
void k2088(const gs_kargs*);
void k2089(const gs_kargs*);
void k2090(const gs_kargs*);
void k2091(const gs_kargs*);
void k2092(const gs_kargs*);
void k2093(const gs_kargs*);
void k2094(const gs_kargs*);
void k2095(const gs_kargs*);
void k2096(const gs_kargs*);
void k2097(const gs_kargs*);
void k2098(const gs_kargs*);
void k2099(const gs_kargs*);
void k2100(const gs_kargs*);
void k2101(const gs_kargs*);
void k2102(const gs_kargs*);
void k2103(const gs_kargs*);
void k2104(const gs_kargs*);
void k2105(const gs_kargs*);
void k2106(const gs_kargs*);
void k2107(const gs_kargs*);
void k2108(const gs_kargs*);
void k2109(const gs_kargs*);
void k2110(const gs_kargs*);
void k2111(const gs_kargs*);
void k2112(const gs_kargs*);
void k2113(const gs_kargs*);
void k2114(const gs_kargs*);
void k2115(const gs_kargs*);
void k2116(const gs_kargs*);
void k2117(const gs_kargs*);
void k2118(const gs_kargs*);
void k2119(const gs_kargs*);
void k2120(const gs_kargs*);
void k2121(const gs_kargs*);
void k2122(const gs_kargs*);
void k2123(const gs_kargs*);
void k2124(const gs_kargs*);
void k2125(const gs_kargs*);
void k2126(const gs_kargs*);
void k2127(const gs_kargs*);
void k2128(const gs_kargs*);
void k2129(const gs_kargs*);
void k2130(const gs_kargs*);
void k2131(const gs_kargs*);
void k2132(const gs_kargs*);
void k2133(const gs_kargs*);
void k2134(const gs_kargs*);
void k2135(const gs_kargs*);
void k2136(const gs_kargs*);
void k2137(const gs_kargs*);
void k2138(const gs_kargs*);
void k2139(const gs_kargs*);
void k2140(const gs_kargs*);
void k2141(const gs_kargs*);
void k2142(const gs_kargs*);
void k2143(const gs_kargs*);
void k2144(const gs_kargs*);
void k2145(const gs_kargs*);
void k2146(const gs_kargs*);
void k2147(const gs_kargs*);
void k2148(const gs_kargs*);
void k2149(const gs_kargs*);
void k2150(const gs_kargs*);
void k2151(const gs_kargs*);
void k2152(const gs_kargs*);
void k2153(const gs_kargs*);
void k2154(const gs_kargs*);
void k2155(const gs_kargs*);
void k2156(const gs_kargs*);
void k2157(const gs_kargs*);
void k2158(const gs_kargs*);
void k2159(const gs_kargs*);
void k2160(const gs_kargs*);
void k2161(const gs_kargs*);
void k2162(const gs_kargs*);
void k2163(const gs_kargs*);
void k2164(const gs_kargs*);
void k2165(const gs_kargs*);
void k2166(const gs_kargs*);
void k2167(const gs_kargs*);
void k2168(const gs_kargs*);
void k2169(const gs_kargs*);
void k2170(const gs_kargs*);
void k2171(const gs_kargs*);
void k2172(const gs_kargs*);
void k2173(const gs_kargs*);
void k2174(const gs_kargs*);
void k2175(const gs_kargs*);
void k2176(const gs_kargs*);
void k2177(const gs_kargs*);
void k2178(const gs_kargs*);
void k2179(const gs_kargs*);
void k2180(const gs_kargs*);
void k2181(const gs_kargs*);
void k2182(const gs_kargs*);
void k2183(const gs_kargs*);
void k2184(const gs_kargs*);
void k2185(const gs_kargs*);
void k2186(const gs_kargs*);
void k2187(const gs_kargs*);
void k2188(const gs_kargs*);
void k2189(const gs_kargs*);
void k2190(const gs_kargs*);
void k2191(const gs_kargs*);
void k2192(const gs_kargs*);
void k2193(const gs_kargs*);
void k2194(const gs_kargs*);
void k2195(const gs_kargs*);
void k2196(const gs_kargs*);
void k2197(const gs_kargs*);
void k2198(const gs_kargs*);
void k2199(const gs_kargs*);
void k2200(const gs_kargs*);
void k2201(const gs_kargs*);
void k2202(const gs_kargs*);
void k2203(const gs_kargs*);
void k2204(const gs_kargs*);
void k2205(const gs_kargs*);
void k2206(const gs_kargs*);
void k2207(const gs_kargs*);
void k2208(const gs_kargs*);
void k2209(const gs_kargs*);
void k2210(const gs_kargs*);
void k2211(const gs_kargs*);
void k2212(const gs_kargs*);
void k2213(const gs_kargs*);
void k2214(const gs_kargs*);
void k2215(const gs_kargs*);
void k2216(const gs_kargs*);
void k2217(const gs_kargs*);
void k2218(const gs_kargs*);
void k2219(const gs_kargs*);
void k2220(const gs_kargs*);
void k2221(const gs_kargs*);
void k2222(const gs_kargs*);
void k2223(const gs_kargs*);
void k2224(const gs_kargs*);
void k2225(const gs_kargs*);
void k2226(const gs_kargs*);
void k2227(const gs_kargs*);
void k2228(const gs_kargs*);
void k2229(const gs_kargs*);
void k2230(const gs_kargs*);
void k2231(const gs_kargs*);
void k2232(const gs_kargs*);
void k2233(const gs_kargs*);
void k2234(const gs_kargs*);
void k2235(const gs_kargs*);
void k2236(const gs_kargs*);
void k2237(const gs_kargs*);
void k2238(const gs_kargs*);
void k2239(const gs_kargs*);
void k2240(const gs_kargs*);
void k2241(const gs_kargs*);
void k2242(const gs_kargs*);
void k2243(const gs_kargs*);
void k2244(const gs_kargs*);
void k2245(const gs_kargs*);
void k2246(const gs_kargs*);
void k2247(const gs_kargs*);
void k2248(const gs_kargs*);
void k2249(const gs_kargs*);
void k2250(const gs_kargs*);
void k2251(const gs_kargs*);
void k2252(const gs_kargs*);
void k2253(const gs_kargs*);
void k2254(const gs_kargs*);
void k2255(const gs_kargs*);
void k2256(const gs_kargs*);
void k2257(const gs_kargs*);
void k2258(const gs_kargs*);
void k2259(const gs_kargs*);
void k2260(const gs_kargs*);
void k2261(const gs_kargs*);
void k2262(const gs_kargs*);
void k2263(const gs_kargs*);
void k2264(const gs_kargs*);
void k2265(const gs_kargs*);
void k2266(const gs_kargs*);
void k2267(const gs_kargs*);
void k2268(const gs_kargs*);
void k2269(const gs_kargs*);
void k2270(const gs_kargs*);
void k2271(const gs_kargs*);
void k2272(const gs_kargs*);
void k2273(const gs_kargs*);
void k2274(const gs_kargs*);
void k2275(const gs_kargs*);
void k2276(const gs_kargs*);
void k2277(const gs_kargs*);
void k2278(const gs_kargs*);
void k2279(const gs_kargs*);
void k2280(const gs_kargs*);
void k2281(const gs_kargs*);
void k2282(const gs_kargs*);
void k2283(const gs_kargs*);
void k2284(const gs_kargs*);
void k2285(const gs_kargs*);
void k2286(const gs_kargs*);
void k2287(const gs_kargs*);
void k2288(const gs_kargs*);
void k2289(const gs_kargs*);
void k2290(const gs_kargs*);
void k2291(const gs_kargs*);
void k2292(const gs_kargs*);
void k2293(const gs_kargs*);
void k2294(const gs_kargs*);
void k2295(const gs_kargs*);
void k2296(const gs_kargs*);
void k2297(const gs_kargs*);
void k2298(const gs_kargs*);
void k2299(const gs_kargs*);
void k2300(const gs_kargs*);
void k2301(const gs_kargs*);
void k2302(const gs_kargs*);
void k2303(const gs_kargs*);
void k2304(const gs_kargs*);
void k2305(const gs_kargs*);
void k2306(const gs_kargs*);
void k2307(const gs_kargs*);
void k2308(const gs_kargs*);
void k2309(const gs_kargs*);
void k2310(const gs_kargs*);
void k2311(const gs_kargs*);
void k2312(const gs_kargs*);
void k2313(const gs_kargs*);
void k2314(const gs_kargs*);
void k2315(const gs_kargs*);
void k2316(const gs_kargs*);
void k2317(const gs_kargs*);
void k2318(const gs_kargs*);
void k2319(const gs_kargs*);
void k2320(const gs_kargs*);
void k2321(const gs_kargs*);
void k2322(const gs_kargs*);
void k2323(const gs_kargs*);
void k2324(const gs_kargs*);
void k2325(const gs_kargs*);
void k2326(const gs_kargs*);
void k2327(const gs_kargs*);
void k2328(const gs_kargs*);
void k2329(const gs_kargs*);
void k2330(const gs_kargs*);
void k2331(const gs_kargs*);
void k2332(const gs_kargs*);
void k2333(const gs_kargs*);
void k2334(const gs_kargs*);
void k2335(const gs_kargs*);
void k2336(const gs_kargs*);
void k2337(const gs_kargs*);
void k2338(const gs_kargs*);
void k2339(const gs_kargs*);
void k2340(const gs_kargs*);
void k2341(const gs_kargs*);
void k2342(const gs_kargs*);
void k2343(const gs_kargs*);
void k2344(const gs_kargs*);
void k2345(const gs_kargs*);
void k2346(const gs_kargs*);
void k2347(const gs_kargs*);
void k2348(const gs_kargs*);
void k2349(const gs_kargs*);
void k2350(const gs_kargs*);
void k2351(const gs_kargs*);
void k2352(const gs_kargs*);
void k2353(const gs_kargs*);
void k2354(const gs_kargs*);
void k2355(const gs_kargs*);
void k2356(const gs_kargs*);
void k2357(const gs_kargs*);
void k2358(const gs_kargs*);
void k2359(const gs_kargs*);
void k2360(const gs_kargs*);
void k2361(const gs_kargs*);
void k2362(const gs_kargs*);
void k2363(const gs_kargs*);
void k2364(const gs_kargs*);
void k2365(const gs_kargs*);
void k2366(const gs_kargs*);
void k2367(const gs_kargs*);
void k2368(const gs_kargs*);
void k2369(const gs_kargs*);
void k2370(const gs_kargs*);
void k2371(const gs_kargs*);
void k2372(const gs_kargs*);
void k2373(const gs_kargs*);
void k2374(const gs_kargs*);
void k2375(const gs_kargs*);
void k2376(const gs_kargs*);
void k2377(const gs_kargs*);
void k2378(const gs_kargs*);
void k2379(const gs_kargs*);
void k2380(const gs_kargs*);
void k2381(const gs_kargs*);
void k2382(const gs_kargs*);
void k2383(const gs_kargs*);
void k2384(const gs_kargs*);
void k2385(const gs_kargs*);
void k2386(const gs_kargs*);
void k2387(const gs_kargs*);
void k2388(const gs_kargs*);
void k2389(const gs_kargs*);
void k2390(const gs_kargs*);
void k2391(const gs_kargs*);
void k2392(const gs_kargs*);
void k2393(const gs_kargs*);
void k2394(const gs_kargs*);
void k2395(const gs_kargs*);
void k2396(const gs_kargs*);
void k2397(const gs_kargs*);
void k2398(const gs_kargs*);
void k2399(const gs_kargs*);
void k2400(const gs_kargs*);
void k2401(const gs_kargs*);
void k2402(const gs_kargs*);
void k2403(const gs_kargs*);
void k2404(const gs_kargs*);
void k2405(const gs_kargs*);
void k2406(const gs_kargs*);
void k2407(const gs_kargs*);
void k2408(const gs_kargs*);
void k2409(const gs_kargs*);
void k2410(const gs_kargs*);
void k2411(const gs_kargs*);
void k2412(const gs_kargs*);
void k2413(const gs_kargs*);
void k2414(const gs_kargs*);
void k2415(const gs_kargs*);
void k2416(const gs_kargs*);
void k2417(const gs_kargs*);
void k2418(const gs_kargs*);
void k2419(const gs_kargs*);
void k2420(const gs_kargs*);
void k2421(const gs_kargs*);
void k2422(const gs_kargs*);
void k2423(const gs_kargs*);
void k2424(const gs_kargs*);
void k2425(const gs_kargs*);
void k2426(const gs_kargs*);
void k2427(const gs_kargs*);
void k2428(const gs_kargs*);
void k2429(const gs_kargs*);
void k2430(const gs_kargs*);
void k2431(const gs_kargs*);
void k2432(const gs_kargs*);
void k2433(const gs_kargs*);
void k2434(const gs_kargs*);
void k2435(const gs_kargs*);
void k2436(const gs_kargs*);
void k2437(const gs_kargs*);
void k2438(const gs_kargs*);
void k2439(const gs_kargs*);
void k2440(const gs_kargs*);
void k2441(const gs_kargs*);
void k2442(const gs_kargs*);
void k2443(const gs_kargs*);
void k2444(const gs_kargs*);
void k2445(const gs_kargs*);
void k2446(const gs_kargs*);
void k2447(const gs_kargs*);
void k2448(const gs_kargs*);
void k2449(const gs_kargs*);
void k2450(const gs_kargs*);
void k2451(const gs_kargs*);
void k2452(const gs_kargs*);
void k2453(const gs_kargs*);
void k2454(const gs_kargs*);
void k2455(const gs_kargs*);
void k2456(const gs_kargs*);
void k2457(const gs_kargs*);
void k2458(const gs_kargs*);
void k2459(const gs_kargs*);
void k2460(const gs_kargs*);
void k2461(const gs_kargs*);
void k2462(const gs_kargs*);
void k2463(const gs_kargs*);
void k2464(const gs_kargs*);
void k2465(const gs_kargs*);
void k2466(const gs_kargs*);
void k2467(const gs_kargs*);
void k2468(const gs_kargs*);
void k2469(const gs_kargs*);
void k2470(const gs_kargs*);
void k2471(const gs_kargs*);
void k2472(const gs_kargs*);
void k2473(const gs_kargs*);
void k2474(const gs_kargs*);
void k2475(const gs_kargs*);
void k2476(const gs_kargs*);
void k2477(const gs_kargs*);
void k2478(const gs_kargs*);
void k2479(const gs_kargs*);
void k2480(const gs_kargs*);
void k2481(const gs_kargs*);
void k2482(const gs_kargs*);
void k2483(const gs_kargs*);
void k2484(const gs_kargs*);
void k2485(const gs_kargs*);
void k2486(const gs_kargs*);
void k2487(const gs_kargs*);
void k2488(const gs_kargs*);
void k2489(const gs_kargs*);
void k2490(const gs_kargs*);
void k2491(const gs_kargs*);
void k2492(const gs_kargs*);
void k2493(const gs_kargs*);
void k2494(const gs_kargs*);
void k2495(const gs_kargs*);
void k2496(const gs_kargs*);
void k2497(const gs_kargs*);
void k2498(const gs_kargs*);
void k2499(const gs_kargs*);
void k2500(const gs_kargs*);
void k2501(const gs_kargs*);
void k2502(const gs_kargs*);
void k2503(const gs_kargs*);
void k2504(const gs_kargs*);
void k2505(const gs_kargs*);
void k2506(const gs_kargs*);
void k2507(const gs_kargs*);
void k2508(const gs_kargs*);
void k2509(const gs_kargs*);
void k2510(const gs_kargs*);
void k2511(const gs_kargs*);
void k2512(const gs_kargs*);
void k2513(const gs_kargs*);
void k2514(const gs_kargs*);
void k2515(const gs_kargs*);
void k2516(const gs_kargs*);
void k2517(const gs_kargs*);
void k2518(const gs_kargs*);
void k2519(const gs_kargs*);
void k2520(const gs_kargs*);
void k2521(const gs_kargs*);
void k2522(const gs_kargs*);
void k2523(const gs_kargs*);
void k2524(const gs_kargs*);
void k2525(const gs_kargs*);
void k2526(const gs_kargs*);
void k2527(const gs_kargs*);
void k2528(const gs_kargs*);
void k2529(const gs_kargs*);
void k2530(const gs_kargs*);
void k2531(const gs_kargs*);
void k2532(const gs_kargs*);
void k2533(const gs_kargs*);
void k2534(const gs_kargs*);
void k2535(const gs_kargs*);
void k2536(const gs_kargs*);
void k2537(const gs_kargs*);
void k2538(const gs_kargs*);
void k2539(const gs_kargs*);
void k2540(const gs_kargs*);
void k2541(const gs_kargs*);
void k2542(const gs_kargs*);
void k2543(const gs_kargs*);
void k2544(const gs_kargs*);
void k2545(const gs_kargs*);
void k2546(const gs_kargs*);
void k2547(const gs_kargs*);
void k2548(const gs_kargs*);
void k2549(const gs_kargs*);
void k2550(const gs_kargs*);
void k2551(const gs_kargs*);
void k2552(const gs_kargs*);
void k2553(const gs_kargs*);
void k2554(const gs_kargs*);
void k2555(const gs_kargs*);
void k2556(const gs_kargs*);
void k2557(const gs_kargs*);
void k2558(const gs_kargs*);
void k2559(const gs_kargs*);
void k2560(const gs_kargs*);
void k2561(const gs_kargs*);
void k2562(const gs_kargs*);
void k2563(const gs_kargs*);
void k2564(const gs_kargs*);
void k2565(const gs_kargs*);
void k2566(const gs_kargs*);
void k2567(const gs_kargs*);
void k2568(const gs_kargs*);
void k2569(const gs_kargs*);
void k2570(const gs_kargs*);
void k2571(const gs_kargs*);
void k2572(const gs_kargs*);
void k2573(const gs_kargs*);
void k2574(const gs_kargs*);
void k2575(const gs_kargs*);
void k2576(const gs_kargs*);
void k2577(const gs_kargs*);
void k2578(const gs_kargs*);
void k2579(const gs_kargs*);
void k2580(const gs_kargs*);
void k2581(const gs_kargs*);
void k2582(const gs_kargs*);
void k2583(const gs_kargs*);
void k2584(const gs_kargs*);
void k2585(const gs_kargs*);
void k2586(const gs_kargs*);
void k2587(const gs_kargs*);
void k2588(const gs_kargs*);
void k2589(const gs_kargs*);
void k2590(const gs_kargs*);
void k2591(const gs_kargs*);
void k2592(const gs_kargs*);
void k2593(const gs_kargs*);
void k2594(const gs_kargs*);
void k2595(const gs_kargs*);
void k2596(const gs_kargs*);
void k2597(const gs_kargs*);
void k2598(const gs_kargs*);
void k2599(const gs_kargs*);
void k2600(const gs_kargs*);
void k2601(const gs_kargs*);
void k2602(const gs_kargs*);
void k2603(const gs_kargs*);
void k2604(const gs_kargs*);
void k2605(const gs_kargs*);
void k2606(const gs_kargs*);
void k2607(const gs_kargs*);
void k2608(const gs_kargs*);
void k2609(const gs_kargs*);
void k2610(const gs_kargs*);
void k2611(const gs_kargs*);
void k2612(const gs_kargs*);
void k2613(const gs_kargs*);
void k2614(const gs_kargs*);
void k2615(const gs_kargs*);
void k2616(const gs_kargs*);
void k2617(const gs_kargs*);
void k2618(const gs_kargs*);
void k2619(const gs_kargs*);
void k2620(const gs_kargs*);
void k2621(const gs_kargs*);
void k2622(const gs_kargs*);
void k2623(const gs_kargs*);
void k2624(const gs_kargs*);
void k2625(const gs_kargs*);
void k2626(const gs_kargs*);
void k2627(const gs_kargs*);
void k2628(const gs_kargs*);
void k2629(const gs_kargs*);
void k2630(const gs_kargs*);
void k2631(const gs_kargs*);
void k2632(const gs_kargs*);
void k2633(const gs_kargs*);
void k2634(const gs_kargs*);
void k2635(const gs_kargs*);
void k2636(const gs_kargs*);
void k2637(const gs_kargs*);
void k2638(const gs_kargs*);
void k2639(const gs_kargs*);
void k2640(const gs_kargs*);
void k2641(const gs_kargs*);
void k2642(const gs_kargs*);
void k2643(const gs_kargs*);
void k2644(const gs_kargs*);
void k2645(const gs_kargs*);
void k2646(const gs_kargs*);
void k2647(const gs_kargs*);
void k2648(const gs_kargs*);
void k2649(const gs_kargs*);
void k2650(const gs_kargs*);
void k2651(const gs_kargs*);
void k2652(const gs_kargs*);
void k2653(const gs_kargs*);
void k2654(const gs_kargs*);
void k2655(const gs_kargs*);
void k2656(const gs_kargs*);
void k2657(const gs_kargs*);
void k2658(const gs_kargs*);
void k2659(const gs_kargs*);
void k2660(const gs_kargs*);
void k2661(const gs_kargs*);
void k2662(const gs_kargs*);
void k2663(const gs_kargs*);
void k2664(const gs_kargs*);
void k2665(const gs_kargs*);
void k2666(const gs_kargs*);
void k2667(const gs_kargs*);
void k2668(const gs_kargs*);
void k2669(const gs_kargs*);
void k2670(const gs_kargs*);
void k2671(const gs_kargs*);
void k2672(const gs_kargs*);
void k2673(const gs_kargs*);
void k2674(const gs_kargs*);
void k2675(const gs_kargs*);
void k2676(const gs_kargs*);
void k2677(const gs_kargs*);
void k2678(const gs_kargs*);
void k2679(const gs_kargs*);
void k2680(const gs_kargs*);
void k2681(const gs_kargs*);
void k2682(const gs_kargs*);
void k2683(const gs_kargs*);
void k2684(const gs_kargs*);
void k2685(const gs_kargs*);
void k2686(const gs_kargs*);
void k2687(const gs_kargs*);
void k2688(const gs_kargs*);
void k2689(const gs_kargs*);
void k2690(const gs_kargs*);
void k2691(const gs_kargs*);
void k2692(const gs_kargs*);
void k2693(const gs_kargs*);
void k2694(const gs_kargs*);
void k2695(const gs_kargs*);
void k2696(const gs_kargs*);
void k2697(const gs_kargs*);
void k2698(const gs_kargs*);
void k2699(const gs_kargs*);
void k2700(const gs_kargs*);
void k2701(const gs_kargs*);
void k2702(const gs_kargs*);
void k2703(const gs_kargs*);
void k2704(const gs_kargs*);
void k2705(const gs_kargs*);
void k2706(const gs_kargs*);
void k2707(const gs_kargs*);
void k2708(const gs_kargs*);
void k2709(const gs_kargs*);
void k2710(const gs_kargs*);
void k2711(const gs_kargs*);
void k2712(const gs_kargs*);
void k2713(const gs_kargs*);
void k2714(const gs_kargs*);
void k2715(const gs_kargs*);
void k2716(const gs_kargs*);
void k2717(const gs_kargs*);
void k2718(const gs_kargs*);
void k2719(const gs_kargs*);
void k2720(const gs_kargs*);
void k2721(const gs_kargs*);
void k2722(const gs_kargs*);
void k2723(const gs_kargs*);
void k2724(const gs_kargs*);
void k2725(const gs_kargs*);
void k2726(const gs_kargs*);
void k2727(const gs_kargs*);
void k2728(const gs_kargs*);
void k2729(const gs_kargs*);
void k2730(const gs_kargs*);
void k2731(const gs_kargs*);
void k2732(const gs_kargs*);
void k2733(const gs_kargs*);
void k2734(const gs_kargs*);
void k2735(const gs_kargs*);
void k2736(const gs_kargs*);
void k2737(const gs_kargs*);
void k2738(const gs_kargs*);
void k2739(const gs_kargs*);
void k2740(const gs_kargs*);
void k2741(const gs_kargs*);
void k2742(const gs_kargs*);
void k2743(const gs_kargs*);
void k2744(const gs_kargs*);
void k2745(const gs_kargs*);
void k2746(const gs_kargs*);
void k2747(const gs_kargs*);
void k2748(const gs_kargs*);
void k2749(const gs_kargs*);
void k2750(const gs_kargs*);
void k2751(const gs_kargs*);
void k2752(const gs_kargs*);
void k2753(const gs_kargs*);
void k2754(const gs_kargs*);
void k2755(const gs_kargs*);
void k2756(const gs_kargs*);
void k2757(const gs_kargs*);
void k2758(const gs_kargs*);
void k2759(const gs_kargs*);
void k2760(const gs_kargs*);
void k2761(const gs_kargs*);
void k2762(const gs_kargs*);
void k2763(const gs_kargs*);
void k2764(const gs_kargs*);
void k2765(const gs_kargs*);
void k2766(const gs_kargs*);
void k2767(const gs_kargs*);
void k2768(const gs_kargs*);
void k2769(const gs_kargs*);
void k2770(const gs_kargs*);
void k2771(const gs_kargs*);
void k2772(const gs_kargs*);
void k2773(const gs_kargs*);
void k2774(const gs_kargs*);
void k2775(const gs_kargs*);
void k2776(const gs_kargs*);
void k2777(const gs_kargs*);
void k2778(const gs_kargs*);
void k2779(const gs_kargs*);
void k2780(const gs_kargs*);
void k2781(const gs_kargs*);
void k2782(const gs_kargs*);
void k2783(const gs_kargs*);
void k2784(const gs_kargs*);
void k2785(const gs_kargs*);
void k2786(const gs_kargs*);
void k2787(const gs_kargs*);
void k2788(const gs_kargs*);
void k2789(const gs_kargs*);
void k2790(const gs_kargs*);
void k2791(const gs_kargs*);
void k2792(const gs_kargs*);
void k2793(const gs_kargs*);
void k2794(const gs_kargs*);
void k2795(const gs_kargs*);
void k2796(const gs_kargs*);
void k2797(const gs_kargs*);
void k2798(const gs_kargs*);
void k2799(const gs_kargs*);
void k2800(const gs_kargs*);
void k2801(const gs_kargs*);
void k2802(const gs_kargs*);

static const kernel_entry kernel_list[] = {
  { "upper(s)||s", 1, k0 },
  { "(s, t) -> CASE WHEN instr(s, t) > 0 THEN replace(s, t, upper(t)) ELSE trim(substr(s, 2, 3)) END", 2, k1 },
  { "s -> let r = CASE WHEN length(s) > 2 THEN upper(s) ELSE s || s END; r || 'abc'", 1, k2 },
  { "(s, t) -> s < t COLLATE NOCASE", 2, k3 },
  { "(s, t) -> coalesce(nullif(s, t), printf('%5.2f|%q', t, s))", 2, k4 },
  { "s -> CAST(s AS INTEGER) + 1.5 * 2", 1, k5 },
  { "char(0, 65, 0x1F600) || x'00ff' || -0.0 || 1e15", 0, k6 },
  { "(s, t) -> min(substring(-3.75, 1, 2), format('%.2g', t) IS NULL)", 2, k7 },
  { "(s, t) -> (max(s, 'x' COLLATE NOCASE) | min(s, t COLLATE RTRIM)) ISNULL", 2, k8 },
  { "(s, t) -> CASE s WHEN -1 THEN length(ltrim(iif(2, t, '2.5'), ltrim(''))) WHEN t THEN '0x1F' ELSE substr('AbC', 1, 1.5) END", 2, k9 },
  { "(s, t) -> CASE WHEN max((ltrim(s, '0x1F') LIKE t) COLLATE NOCASE, CASE replace('a%', t, '-') WHEN x'' THEN t <= t WHEN trim(NULL, t) THEN t ELSE s NOT NULL END) THEN ((t NOT LIKE 'a%') NOTNULL) BETWEEN ((t == 1e15) BETWEEN typeof(t) AND '3') AND s ELSE nullif(hex(s) COLLATE NOCASE, s) END", 2, k10 },
  { "(s, t) -> abs(max(unicode(s), CASE NULL WHEN s THEN t WHEN t THEN s ELSE '1e3' END))", 2, k11 },
  { "(s, t) -> char(1114112, unicode(instr(s, t))) NOT IN (-0.0, s)", 2, k12 },
  { "(s, t) -> rtrim(max(round(char(NULL, unicode(s))), char(233, unicode(iif(t, '\303\251\346\227\245', s)))), max(t, 7))", 2, k13 },
  { "(s, t) -> like('x\134%', replace(iif(NULL, 2, s), ifnull(s, 3), 1))", 2, k14 },
  { "(s, t) -> s", 2, k15 },
  { "(s, t) -> nullif(instr(instr(char(65, unicode('1abc')), min(s COLLATE NOCASE, -9223372036854775807)), max(NULL, -1)), t)", 2, k16 },
  { "(s, t) -> min(s COLLATE RTRIM, substring(t, 9223372036854775807))", 2, k17 },
  { "(s, t) -> ' 12 '", 2, k18 },
  { "(s, t) -> CAST(1.0 AS BLOB) <> '0x1F'", 2, k19 },
  { "(s, t) -> iif(min(s COLLATE RTRIM, s), ltrim(round(s, 3)), hex(lower(s)))", 2, k20 },
  { "(s, t) -> min(t, x'') COLLATE NOCASE = (CASE WHEN '_' <= 'AbC' THEN format('%c', s) END)", 2, k21 },
  { "(s, t) -> rtrim(substring(2 NOT GLOB upper(t), -2, 1))", 2, k22 },
  { "(s, t) -> typeof(ltrim(substring(1.0, -2) NOT BETWEEN hex(s) AND t, substring(100, 2)))", 2, k23 },
  { "(s, t) -> instr(length(rtrim(t)), s / 1)", 2, k24 },
  { "(s, t) -> unicode(s) NOT BETWEEN rtrim(1, s NOT IN (-1, t)) AND ' '", 2, k25 },
  { "(s, t) -> hex(CAST(instr('' COLLATE RTRIM >= 9223372036854775807, max(t, x'', t)) AS BLOB))", 2, k26 },
  { "(s, t) -> iif(unicode('1abc'), round(s), upper(s))", 2, k27 },
  { "(s, t) -> format('% d|%-6i|', s, rtrim(s))", 2, k28 },
  { "(s, t) -> substring(substring(s >> '1abc', 0, 1.5), 64) > (CASE iif('' COLLATE RTRIM < 100, like('%_%', t), unicode('AbC')) WHEN t THEN (t NOT GLOB '*[]x]*') LIKE lower(t) ESCAPE '\134' WHEN format('%.3s', trim(s, s)) THEN 'x' ELSE min(-9223372036854775807 > s, instr(t, NULL) COLLATE NOCASE) END)", 2, k29 },
  { "(s, t) -> substr('\303\251\346\227\245', 1, 9223372036854775807)", 2, k30 },
  { "(s, t) -> iif(2.5 != '2.5', round(s), s NOT BETWEEN s AND (x'6162'))", 2, k31 },
  { "(s, t) -> replace(0, t, '') NOT GLOB '*'", 2, k32 },
  { "(s, t) -> CAST(x'6162' AS NUMERIC)", 2, k33 },
  { "(s, t) -> abs(2.5 NOT BETWEEN 2 AND (-0.0)) NOT LIKE '%\134_%'", 2, k34 },
  { "(s, t) -> min(ltrim(t, t) IS NOT s, unicode('a%' NOT GLOB '*x') COLLATE RTRIM)", 2, k35 },
  { "(s, t) -> ltrim(CASE WHEN min(s, t COLLATE RTRIM) THEN rtrim(t, t) ELSE ltrim(s) END)", 2, k36 },
  { "(s, t) -> char(233, unicode(char(0x1F600, unicode(s))))", 2, k37 },
  { "(s, t) -> 0.1", 2, k38 },
  { "(s, t) -> abs(s)", 2, k39 },
  { "(s, t) -> length(format('%g', NOT ifnull(s, s)))", 2, k40 },
  { "(s, t) -> coalesce((t != ' 12 ') = max('_', 9223372036854775807, s), NOT (s LIKE 'x%' ESCAPE '\134'))", 2, k41 },
  { "(s, t) -> iif(format('% d|%-6i|', s, s) IS NOT NULL, instr(2.5, x'6162'), '3' + (x''))", 2, k42 },
  { "(s, t) -> instr(substr(max('3', 'x', t), NULL, -9223372036854775807), CASE WHEN s THEN s END)", 2, k43 },
  { "(s, t) -> min(upper(CAST('%' AS BLOB)) COLLATE NOCASE, ' 12 ')", 2, k44 },
  { "(s, t) -> replace(substring((CASE '\303\251\346\227\245' WHEN t THEN t WHEN x'6162' THEN s ELSE '1abc' END) NOT LIKE '%b%', 64), CASE '1e3' WHEN '0x1F' THEN -3.75 WHEN s THEN s ELSE '-0' END, 1)", 2, k45 },
  { "(s, t) -> '' LIKE '%_%'", 2, k46 },
  { "(s, t) -> (NOT char(0, unicode(iif('1abc', 1.0, s)))) NOT LIKE '%x'", 2, k47 },
  { "(s, t) -> unicode(abs(0.1) <= s)", 2, k48 },
  { "(s, t) -> min(round(s, 9223372036854775807), coalesce(length(t), CASE 2.5 IS NULL WHEN -0.0 THEN hex(s) WHEN '-0' IS (x'') THEN 2.5 ELSE '0x1F' % s END))", 2, k49 },
  { "(s, t) -> NOT unicode('')", 2, k50 },
  { "(s, t) -> rtrim(char(1114112, unicode(s)))", 2, k51 },
  { "(s, t) -> hex(t)", 2, k52 },
  { "(s, t) -> t COLLATE RTRIM > (t == 2)", 2, k53 },
  { "(s, t) -> ' '", 2, k54 },
  { "(s, t) -> (s COLLATE RTRIM <= round(hex(0.1))) COLLATE RTRIM != instr(char(233, unicode(t NOT BETWEEN 3 AND 'x')), '1abc' OR '\303\251\346\227\245')", 2, k55 },
  { "(s, t) -> NOT (1e15 - (+quote(s)))", 2, k56 },
  { "(s, t) -> t", 2, k57 },
  { "(s, t) -> 0", 2, k58 },
  { "(s, t) -> CASE t WHEN 2 THEN min(unicode(NULL COLLATE NOCASE = '1abc') COLLATE NOCASE, ltrim(9223372036854775807, ifnull(-3.75, '%'))) WHEN min(ltrim(t), 9223372036854775807 COLLATE NOCASE) LIKE 'x\134%' ESCAPE '\134' THEN t ELSE ifnull(t GLOB 'a*', coalesce(s, 'AbC')) GLOB '[a-]*' END", 2, k59 },
  { "(s, t) -> substr(upper(100), 1, -2)", 2, k60 },
  { "(s, t) -> max(t, ('AbC' LIKE 'x\134%' ESCAPE '\134') > (' 12 ' == t), ' 12 ') NOT GLOB '*\346\227\245*'", 2, k61 },
  { "(s, t) -> format('%.*s', -9223372036854775807, replace(s + t, 'abc', NULL)) NOT IN (CAST(trim(max(s, 1 COLLATE NOCASE), s != t) AS TEXT), ' 12 ')", 2, k62 },
  { "(s, t) -> min(substr('a%', 0) - substr('a%', t, NULL), unicode(s) LIKE '%x')", 2, k63 },
  { "(s, t) -> replace(max('_', 7 COLLATE NOCASE), ifnull(t, 9223372036854775807), '')", 2, k64 },
  { "(s, t) -> hex('') COLLATE RTRIM < (9223372036854775807 LIKE 'x%' ESCAPE '\134')", 2, k65 },
  { "(s, t) -> unicode(substr('1e3', -1, -1))", 2, k66 },
  { "(s, t) -> '2.5'", 2, k67 },
  { "(s, t) -> ifnull(substring(1.0, 3), char(233, unicode(round(length('\303\251\346\227\245')))))", 2, k68 },
  { "(s, t) -> CAST(unicode(max(printf('%%%s', t), s)) AS BLOB)", 2, k69 },
  { "(s, t) -> replace('\303\251\346\227\245' NOT LIKE 'a%', char(1114112, unicode(1.0)), 'XY')", 2, k70 },
  { "(s, t) -> round(instr(s, ~s), 64)", 2, k71 },
  { "(s, t) -> '3' / substr('abc', 64, 9223372036854775807)", 2, k72 },
  { "(s, t) -> instr(replace(t | s, ~s, 1), like(lower(t), ' 12 '))", 2, k73 },
  { "(s, t) -> unicode(s)", 2, k74 },
  { "(s, t) -> rtrim(CASE WHEN s THEN '-0' ELSE x'6162' END, nullif(s, '0x1F')) LIKE '%x'", 2, k75 },
  { "(s, t) -> rtrim(round(' 12 ') COLLATE BINARY <= (x''))", 2, k76 },
  { "(s, t) -> rtrim(NULL, s)", 2, k77 },
  { "(s, t) -> unicode(instr(0 COLLATE BINARY <= '-0', 2))", 2, k78 },
  { "(s, t) -> unicode(2.5)", 2, k79 },
  { "(s, t) -> upper((-9223372036854775807) IS NOT ' ') LIKE '%' ESCAPE '\134'", 2, k80 },
  { "(s, t) -> ltrim(t) << (('2.5' IS NULL) NOT LIKE '%c')", 2, k81 },
  { "(s, t) -> like(lower(t), x'')", 2, k82 },
  { "(s, t) -> unicode('2.5' LIKE '%x' ESCAPE '\134')", 2, k83 },
  { "(s, t) -> upper(quote(trim(100)))", 2, k84 },
  { "(s, t) -> (' 12 ' LIKE 'x\134%' ESCAPE '\134') <= (NOT s)", 2, k85 },
  { "(s, t) -> (unicode(ifnull(t, '_')) <= iif(rtrim(t), lower(s), char(NULL, unicode(0)))) NOT LIKE t", 2, k86 },
  { "(s, t) -> abs(CASE 1 & (-1) WHEN s THEN like('%\303\226%', 7) WHEN like('x%', '1abc') THEN 'AbC' ELSE hex(t) END)", 2, k87 },
  { "(s, t) -> lower(substring('%', 9223372036854775807, 9223372036854775807))", 2, k88 },
  { "(s, t) -> substr(unicode(ifnull('abc', s)), NULL)", 2, k89 },
  { "(s, t) -> substring(max(s, 100 COLLATE NOCASE), 1.5, '2') > substring(s, -2, 1) | instr(s, 1e15)", 2, k90 },
  { "(s, t) -> substring(s, 64)", 2, k91 },
  { "(s, t) -> CASE (-0.0) IS NOT NULL WHEN s THEN s BETWEEN 0 AND '2.5' WHEN NULL <> '1abc' THEN s ELSE unicode(t) END", 2, k92 },
  { "(s, t) -> min(0 COLLATE BINARY IS t, lower(s) COLLATE NOCASE)", 2, k93 },
  { "(s, t) -> iif(length(100), nullif(iif(t, '' LIKE '%_%', t), (2.5 COLLATE BINARY <= (-9223372036854775807)) IS NOT char(65, unicode(t))), round(s AND char(1114112, unicode(''))))", 2, k94 },
  { "(s, t) -> nullif((t LIKE '_b_' ESCAPE '\134') COLLATE NOCASE, 3 << s)", 2, k95 },
  { "(s, t) -> +hex('2.5')", 2, k96 },
  { "(s, t) -> min(abs(length(CASE WHEN x'6162' THEN s ELSE 0 END)), t, '3')", 2, k97 },
  { "(s, t) -> length(iif(length('_'), 'x' NOT IN (t, '%'), length(s))) != t", 2, k98 },
  { "(s, t) -> ~unicode(s)", 2, k99 },
  { "(s, t) -> max(abs(s), s COLLATE NOCASE)", 2, k100 },
  { "(s, t) -> instr(CAST(100 IN (t, t) AS NUMERIC), round(s, 9223372036854775807))", 2, k101 },
  { "(s, t) -> ltrim((s BETWEEN t AND s) NOT IN (max(s COLLATE RTRIM, 1), 'a%'))", 2, k102 },
  { "(s, t) -> typeof(iif(100 BETWEEN (-9223372036854775807) AND t, format('%-8s|', s), nullif(2, t))) IS NOT (substr(' 12 ' OR 0, NULL, 1.5) COLLATE RTRIM IS length(hex('-0')))", 2, k103 },
  { "(s, t) -> quote(unicode('-0' NOT LIKE 'x%'))", 2, k104 },
  { "(s, t) -> hex(7) <= s", 2, k105 },
  { "(s, t) -> printf('%5.2f', 'AbC')", 2, k106 },
  { "(s, t) -> length(3) NOT IN (printf('%s', t), 100)", 2, k107 },
  { "(s, t) -> lower(NOT t)", 2, k108 },
  { "(s, t) -> abs(char(1114112, unicode('1e3')))", 2, k109 },
  { "(s, t) -> abs(max(iif(s, t, s), t))", 2, k110 },
  { "(s, t) -> '1abc'", 2, k111 },
  { "(s, t) -> coalesce(abs(t), s)", 2, k112 },
  { "(s, t) -> lower((char(0x1F600, unicode('-0')) IN (ifnull(s, t), ' 12 ')) LIKE '' ESCAPE '\134')", 2, k113 },
  { "(s, t) -> -instr(hex(s) <= length('-0'), +t)", 2, k114 },
  { "(s, t) -> char(NULL, unicode('%'))", 2, k115 },
  { "(s, t) -> nullif(rtrim(s, s), 'a%' LIKE 'A_C')", 2, k116 },
  { "(s, t) -> quote(printf('%d', t NOT GLOB '*x'))", 2, k117 },
  { "(s, t) -> NOT instr(s, '_' == s)", 2, k118 },
  { "(s, t) -> format('%X', s)", 2, k119 },
  { "(s, t) -> replace(upper(hex(t)), unicode(' '), 'XY') NOT IN ('%' < (NOT like('%\134_%', s)), s)", 2, k120 },
  { "(s, t) -> trim(NOT like('_b_', s), nullif(t, s))", 2, k121 },
  { "(s, t) -> CAST((lower(s) GLOB upper(t)) IS NULL AS TEXT)", 2, k122 },
  { "(s, t) -> iif(min(min(s, (x'') COLLATE RTRIM), 7, '%'), 'x', max(s, rtrim('x', '0x1F')))", 2, k123 },
  { "(s, t) -> substring(substr(s, 3) NOT GLOB '*[]x]*', -2)", 2, k124 },
  { "(s, t) -> hex(ifnull(t, s)) * ((s NOT IN (' ', t)) NOT IN (replace(t, '0x1F', 'XY'), t))", 2, k125 },
  { "(s, t) -> (s || s) == s", 2, k126 },
  { "(s, t) -> replace(0.1, 1, 'XY')", 2, k127 },
  { "(s, t) -> replace(t, '', '') IN (char(NULL, unicode(s)), 9223372036854775807)", 2, k128 },
  { "(s, t) -> min(ltrim(1.0) COLLATE NOCASE, like('_b_', s))", 2, k129 },
  { "(s, t) -> CASE nullif(abs('2.5'), substr(t, 1)) WHEN s THEN length(s == 'abc') WHEN x'6162' THEN 'AbC' ELSE (t GLOB '*') COLLATE BINARY != replace(s, s, 1) END", 2, k130 },
  { "(s, t) -> hex(nullif(t, typeof(2.5)))", 2, k131 },
  { "(s, t) -> printf('%q', like('%b%', abs(s)))", 2, k132 },
  { "(s, t) -> '0x1F'", 2, k133 },
  { "(s, t) -> instr('abc', min(1, '1abc' COLLATE RTRIM))", 2, k134 },
  { "(s, t) -> '%'", 2, k135 },
  { "(s, t) -> trim(nullif(char(233, unicode('%')), ' 12 '), t BETWEEN t AND s)", 2, k136 },
  { "(s, t) -> (2 || 2) NOT BETWEEN instr(-1, +t) AND 0.1", 2, k137 },
  { "(s, t) -> hex(nullif(max(s COLLATE NOCASE, -1), quote(t) IS format('% d|%-6i|', ' 12 ', '3')))", 2, k138 },
  { "(s, t) -> lower(s) || (s % s)", 2, k139 },
  { "(s, t) -> 1", 2, k140 },
  { "(s, t) -> CAST(abs(length(' ')) || trim(instr(t, s), s NOT GLOB '*[]x]*') AS NUMERIC)", 2, k141 },
  { "(s, t) -> min(CAST(s AS BLOB) COLLATE RTRIM, ifnull(3, 1))", 2, k142 },
  { "(s, t) -> hex(CAST(7 AS BLOB))", 2, k143 },
  { "(s, t) -> CASE WHEN s THEN t = (s IN (trim(t, t), '1e3')) END", 2, k144 },
  { "(s, t) -> 9223372036854775807", 2, k145 },
  { "(s, t) -> ifnull(nullif(s, '1e3'), min(t, t COLLATE RTRIM)) LIKE t", 2, k146 },
  { "(s, t) -> replace(like('%\346\227\245%', t) LIKE '%\346\227\245%' ESCAPE '\134', substring(s, 2), '-')", 2, k147 },
  { "(s, t) -> (CASE WHEN t THEN 1 NOT BETWEEN (s COLLATE BINARY >= 'AbC') AND s END) GLOB '[a-]*'", 2, k148 },
  { "(s, t) -> abs(((s >= s) << instr(t, s)) COLLATE BINARY < ((-'%') LIKE 'x%'))", 2, k149 },
  { "(s, t) -> '_' COLLATE NOCASE = unicode(NULL)", 2, k150 },
  { "(s, t) -> unicode(nullif(t, CASE WHEN '_' << 3 THEN CAST(s AS NUMERIC) END))", 2, k151 },
  { "(s, t) -> -3.75", 2, k152 },
  { "(s, t) -> min(ltrim(t), CASE WHEN s THEN max((x'') COLLATE RTRIM <= s, char(0x1F600, unicode(t))) ELSE -9223372036854775807 END, -0.0)", 2, k153 },
  { "(s, t) -> s / min(t, ifnull(round(1.0, -1), char(1114112, unicode(t))) COLLATE RTRIM)", 2, k154 },
  { "(s, t) -> CASE WHEN hex(t LIKE '_b_' ESCAPE '\134') THEN rtrim(t, t) NOT LIKE '%\303\226%' END", 2, k155 },
  { "(s, t) -> t >> ((-3.75) LIKE '%\346\227\245%')", 2, k156 },
  { "(s, t) -> length(trim(like('%', 0.1), '_' >= s))", 2, k157 },
  { "(s, t) -> CASE WHEN round(s, 9223372036854775807) THEN upper(0) ELSE NOT t END", 2, k158 },
  { "(s, t) -> round(-0.0)", 2, k159 },
  { "(s, t) -> printf('%Q', ifnull(CASE WHEN s THEN t ELSE t END, (-1) NOT LIKE t))", 2, k160 },
  { "(s, t) -> CASE iif(lower(replace(NULL, s, 'XY')), CASE WHEN t THEN min(' 12 ', '2.5' COLLATE NOCASE) ELSE '1e3' AND '%' END, like('%\303\226%', max(t, 9223372036854775807))) WHEN 0.1 THEN '_' WHEN (-0.0) LIKE t THEN -1 ELSE '3' AND substring(format('%+05d', t), -1, -2) END", 2, k161 },
  { "(s, t) -> max((CASE s WHEN s THEN s WHEN iif(hex(t), 1e15 OR s, coalesce(1, '')) THEN t ELSE (+s) AND substr('3', 2) END) COLLATE NOCASE, max(substr('a%', NULL) COLLATE RTRIM, iif(s, -1, '1e3') NOT GLOB '*\346\227\245*'))", 2, k162 },
  { "(s, t) -> CASE length(abs(s)) WHEN s THEN coalesce(' ', CASE s WHEN x'' THEN '%' WHEN s THEN t ELSE s END) WHEN char(0x1F600, unicode(max('1e3', '-0'))) THEN t ELSE format('%x|%o', s, t ISNULL) END", 2, k163 },
  { "(s, t) -> 100 OR max(max('\303\251\346\227\245', '2.5' COLLATE NOCASE), s || ' 12 ')", 2, k164 },
  { "(s, t) -> round(+(t IS NOT '-0'), 64)", 2, k165 },
  { "(s, t) -> (CASE char(NULL, unicode(format('%-8s|', '0x1F'))) WHEN s THEN nullif(s, s) NOT BETWEEN s AND t WHEN substr(t, 5, 3) THEN s ELSE round(t LIKE '%\346\227\245%' ESCAPE '\134', 2) END) NOT BETWEEN t AND 1e15", 2, k166 },
  { "(s, t) -> CASE WHEN CASE s WHEN t THEN s WHEN s THEN t ELSE 1.0 END THEN printf('%.2g', s) ELSE ifnull('%', t) END", 2, k167 },
  { "(s, t) -> nullif(CAST(s AS REAL) IN (substring(100, -9223372036854775807, -9223372036854775807), t), 1.0)", 2, k168 },
  { "(s, t) -> trim(printf('%q', substring(format('%-+9.2e', t), NULL)))", 2, k169 },
  { "(s, t) -> '\303\251\346\227\245'", 2, k170 },
  { "(s, t) -> min(max(x'', s COLLATE NOCASE), (CASE WHEN 1.0 THEN s ELSE -9223372036854775807 END) COLLATE NOCASE) LIKE '%\134_%'", 2, k171 },
  { "(s, t) -> replace(CAST(t AS BLOB) NOTNULL, 1e15, 1)", 2, k172 },
  { "(s, t) -> 'x'", 2, k173 },
  { "(s, t) -> substr(max(s, round('a%', 0), s), 5, 2)", 2, k174 },
  { "(s, t) -> t > instr(nullif(s, like('_b_', s)), instr(s, '\303\251\346\227\245'))", 2, k175 },
  { "(s, t) -> NOT '1e3'", 2, k176 },
  { "(s, t) -> CASE WHEN ifnull(ltrim(s IN (2, 1e15)), NOT (s IN (t, 3))) THEN unicode(rtrim(100) COLLATE RTRIM > ifnull('2.5', '1e3')) ELSE substring(t, -2) END", 2, k177 },
  { "(s, t) -> max(like('%\346\227\245%', length(s)), quote(iif(' ', s, s)))", 2, k178 },
  { "(s, t) -> like('a%', abs(t))", 2, k179 },
  { "(s, t) -> ('2.5' AND '-0') NOT BETWEEN ltrim(s, s) AND t", 2, k180 },
  { "(s, t) -> substr(instr(100, s) COLLATE BINARY >= min(' ', (x'') COLLATE RTRIM), 3, NULL)", 2, k181 },
  { "(s, t) -> (t NOT GLOB '[!a]*') LIKE '%\346\227\245%'", 2, k182 },
  { "(s, t) -> 1.0", 2, k183 },
  { "(s, t) -> abs(rtrim(s, t))", 2, k184 },
  { "(s, t) -> upper(1 LIKE 'a%' ESCAPE '\134')", 2, k185 },
  { "(s, t) -> ~hex(s)", 2, k186 },
  { "(s, t) -> replace((CASE t WHEN '_' THEN '1e3' WHEN s THEN s ELSE '-0' END) & (t LIKE '%b%' ESCAPE '\134'), hex('1e3'), NULL)", 2, k187 },
  { "(s, t) -> CASE WHEN 3 THEN hex(s) GLOB '*\346\227\245*' END", 2, k188 },
  { "(s, t) -> (like('%\303\226%', '2.5') IS NOT NULL) GLOB upper(t)", 2, k189 },
  { "(s, t) -> abs(round(s NOT GLOB '\077*', 1))", 2, k190 },
  { "(s, t) -> replace(char(233, unicode('\303\251\346\227\245')), CASE WHEN s THEN t END, '-')", 2, k191 },
  { "(s, t) -> format('%x|%o', 2.5, s)", 2, k192 },
  { "(s, t) -> abs(CASE replace(CASE 'x' WHEN '_' THEN s WHEN x'6162' THEN 1e15 ELSE t END, hex('%'), '-') WHEN '%' THEN substr(CAST(s AS NUMERIC), 5) WHEN 1 THEN 100 ELSE round(3, 5) END)", 2, k193 },
  { "(s, t) -> unicode(ltrim('3' NOT IN (s, ' 12 '), upper('AbC')))", 2, k194 },
  { "(s, t) -> min(replace(s, +(-3.75), 1) COLLATE RTRIM, instr('%' IS NOT NULL, upper('_')))", 2, k195 },
  { "(s, t) -> trim('%', t COLLATE NOCASE IS s)", 2, k196 },
  { "(s, t) -> NULL", 2, k197 },
  { "(s, t) -> trim(length(-0.0))", 2, k198 },
  { "(s, t) -> replace(substring(replace('\303\251\346\227\245', s, NULL), 3), iif(s, t, s), '-')", 2, k199 },
  { "(s, t) -> nullif(~'AbC', t LIKE 'x%' ESCAPE '\134')", 2, k200 },
  { "(s, t) -> nullif(t COLLATE NOCASE, (NOT 3) AND quote(s))", 2, k201 },
  { "(s, t) -> max(round(-3.75, 1) IS NOT NULL, t COLLATE RTRIM)", 2, k202 },
  { "(s, t) -> coalesce(quote('2.5'), 100)", 2, k203 },
  { "(s, t) -> CASE WHEN min(s, s COLLATE RTRIM) THEN abs(9223372036854775807) ELSE ltrim(7, 1.0) END", 2, k204 },
  { "(s, t) -> -like('%\346\227\245%', format('%#x', '-0') LIKE lower(t) ESCAPE '\134')", 2, k205 },
  { "(s, t) -> nullif(unicode(s), instr(substr(CASE WHEN ' 12 ' THEN t ELSE t END, 3), CASE WHEN 3 THEN s END))", 2, k206 },
  { "(s, t) -> lower(iif(CASE WHEN '2.5' THEN t ELSE s END, '%' IS NOT s, substring(1.0, -2)))", 2, k207 },
  { "(s, t) -> CASE s <> s WHEN s THEN hex('a%') WHEN s THEN 0.1 ELSE +'AbC' END", 2, k208 },
  { "(s, t) -> char(1114112, unicode(x''))", 2, k209 },
  { "(s, t) -> hex('abc')", 2, k210 },
  { "(s, t) -> ifnull(rtrim(nullif(trim(x'', s), s)), '-0')", 2, k211 },
  { "(s, t) -> iif(ltrim(2), instr('%', s), like('x\134%', '1abc'))", 2, k212 },
  { "(s, t) -> CASE instr(s, '%') WHEN 7 THEN length('-0') WHEN char(0x1F600, unicode(t)) THEN s ELSE round('3') END", 2, k213 },
  { "(s, t) -> like('%x', nullif(s, t) ISNULL)", 2, k214 },
  { "(s, t) -> substring(abs(' '), 2)", 2, k215 },
  { "(s, t) -> instr(unicode(min(9223372036854775807, s)), s)", 2, k216 },
  { "(s, t) -> round(s, 9223372036854775807)", 2, k217 },
  { "(s, t) -> like('_b_', max(t, ''))", 2, k218 },
  { "(s, t) -> rtrim(nullif(replace(s, s, ''), s), s)", 2, k219 },
  { "(s, t) -> upper(typeof((CASE s WHEN s THEN 0 WHEN ' 12 ' THEN t ELSE 9223372036854775807 END) NOTNULL))", 2, k220 },
  { "(s, t) -> max(length(s) COLLATE NOCASE, '_' != s)", 2, k221 },
  { "(s, t) -> hex(length('abc' NOT GLOB '*[]x]*'))", 2, k222 },
  { "(s, t) -> t BETWEEN (s GLOB 'x*') AND '1abc'", 2, k223 },
  { "(s, t) -> (CASE WHEN like('a%', t) THEN ' ' ELSE t NOT GLOB '*\346\227\245*' END) IS NOT unicode(max(0, t COLLATE NOCASE))", 2, k224 },
  { "(s, t) -> (NOT (s >= x'6162')) LIKE '%x' ESCAPE '\134'", 2, k225 },
  { "(s, t) -> abs(length(s))", 2, k226 },
  { "(s, t) -> ltrim(trim(iif(t, s, ' 12 ') NOT BETWEEN substring(s, -1) AND s), (-3.75) * t)", 2, k227 },
  { "(s, t) -> (lower(-9223372036854775807) IS NULL) IS NULL", 2, k228 },
  { "(s, t) -> format('%c', s)", 2, k229 },
  { "(s, t) -> lower(substr(replace(substr(t, -1, 64), nullif(s, 3), 'XY'), 64, 3))", 2, k230 },
  { "(s, t) -> ltrim(nullif((NOT s) COLLATE NOCASE, upper(s)))", 2, k231 },
  { "(s, t) -> replace('_' = (-1), (-3.75) NOT LIKE '%_%', 1)", 2, k232 },
  { "(s, t) -> length(iif(t, t, -0.0))", 2, k233 },
  { "(s, t) -> rtrim(x'6162', substring(7, 5))", 2, k234 },
  { "(s, t) -> CASE NOT format('%+05d', t) WHEN 1e15 THEN replace(t, s, '') * CAST(t AS REAL) WHEN iif(t NOT BETWEEN '' AND (-3.75), s, hex(s)) THEN s ELSE abs('-0') + min(t, -0.0) END", 2, k235 },
  { "(s, t) -> nullif(s COLLATE RTRIM, max(s, s COLLATE NOCASE))", 2, k236 },
  { "(s, t) -> round(0, '2') LIKE '' ESCAPE '\134'", 2, k237 },
  { "(s, t) -> ~coalesce(1e15, '3')", 2, k238 },
  { "(s, t) -> 2.5", 2, k239 },
  { "(s, t) -> round(100, 2) OR (t IN (s, s))", 2, k240 },
  { "(s, t) -> s IS char(-1, unicode(t))", 2, k241 },
  { "(s, t) -> abs(trim(3, 9223372036854775807))", 2, k242 },
  { "(s, t) -> round(coalesce(unicode(abs('x')), (s IS 1e15) BETWEEN rtrim(s) AND t))", 2, k243 },
  { "(s, t) -> lower(replace(format('%5.2f', t) LIKE t, 100, NULL))", 2, k244 },
  { "(s, t) -> coalesce(CASE WHEN CAST(NULL AS INTEGER) THEN s END, t) LIKE ''", 2, k245 },
  { "(s, t) -> (' ' NOT GLOB t) IS CAST(t AS INTEGER)", 2, k246 },
  { "(s, t) -> round((+s) NOT IN (nullif(unicode(7) COLLATE NOCASE, nullif(t, 'a%')), s))", 2, k247 },
  { "(s, t) -> CASE t WHEN t THEN s WHEN (CASE WHEN upper(-3.75) THEN abs('\303\251\346\227\245') ELSE 3 = s END) > (-2.5) THEN 2 ELSE lower(nullif('0x1F' COLLATE RTRIM, 3)) NOT BETWEEN s AND s END", 2, k248 },
  { "(s, t) -> round(min(ifnull(3, s), '_' NOT LIKE '_b_', s), '2')", 2, k249 },
  { "(s, t) -> CASE WHEN like('%x', '_' BETWEEN (s BETWEEN t AND t) AND '0x1F') THEN rtrim(ltrim(s, s)) = (NOT unicode('0x1F')) ELSE char(0x1F600, unicode(7)) END", 2, k250 },
  { "(s, t) -> min(like('_', s), typeof(x'6162') COLLATE NOCASE)", 2, k251 },
  { "(s, t) -> hex(s) LIKE '%b%' ESCAPE '\134'", 2, k252 },
  { "(s, t) -> trim(unicode(' ' ISNULL))", 2, k253 },
  { "(s, t) -> CASE WHEN substring(2.5, -9223372036854775807, 64) THEN 1e15 IS NOT NULL END", 2, k254 },
  { "(s, t) -> instr(t, abs(''))", 2, k255 },
  { "(s, t) -> length(CAST(s AS NUMERIC))", 2, k256 },
  { "(s, t) -> ~t", 2, k257 },
  { "(s, t) -> length(max(t, s))", 2, k258 },
  { "(s, t) -> length(s ISNULL)", 2, k259 },
  { "(s, t) -> (quote(lower('_')) LIKE '%\303\226%' ESCAPE '\134') / (3 NOT GLOB '*[a-c]*')", 2, k260 },
  { "(s, t) -> 9223372036854775807 NOT LIKE 'x%'", 2, k261 },
  { "(s, t) -> ifnull(' 12 ', s) ISNULL != trim(max(s COLLATE NOCASE, s), printf('%.*s', 1, s)) >> replace(replace(char(0x1F600, unicode(s)), s, ''), '_' NOT LIKE 'a%', '\303\251')", 2, k262 },
  { "(s, t) -> unicode(nullif(((1 LIKE t ESCAPE '\134') IS NULL) COLLATE RTRIM, (s <> NULL) & quote(1e15)))", 2, k263 },
  { "(s, t) -> round(rtrim((CASE WHEN t THEN -1 ELSE 0 END) COLLATE BINARY >= (t IS 'AbC')))", 2, k264 },
  { "(s, t) -> min(t, trim(' 12 ', t) COLLATE NOCASE)", 2, k265 },
  { "(s, t) -> max(abs(coalesce(s, t)), t) ISNULL", 2, k266 },
  { "(s, t) -> rtrim(nullif(max(printf('% d|%-6i|', 'abc', 2), unicode(t)), iif(NOT t, min('a%' COLLATE NOCASE, s), CASE 'AbC' WHEN t THEN s WHEN 'AbC' THEN 7 ELSE s END)))", 2, k267 },
  { "(s, t) -> t IS NOT ((x'6162') IS NULL)", 2, k268 },
  { "(s, t) -> nullif(s COLLATE NOCASE, iif(iif(t, s, s), s NOT IN (s, ' 12 '), '\303\251\346\227\245'))", 2, k269 },
  { "(s, t) -> min('AbC', abs(s NOT LIKE 'abc') COLLATE NOCASE) COLLATE BINARY IS CAST(trim(CAST(s AS TEXT)) AS NUMERIC)", 2, k270 },
  { "(s, t) -> ((100 OR 3) >= ('AbC' IN (t, 9223372036854775807))) NOT GLOB t", 2, k271 },
  { "(s, t) -> hex(max(length(s), (CASE WHEN x'6162' THEN 1.0 ELSE 'a%' END) COLLATE RTRIM))", 2, k272 },
  { "(s, t) -> min(max(lower('0x1F'), substr(1, 3)), unicode(quote('abc')))", 2, k273 },
  { "(s, t) -> lower(max(s, -3.75, s))", 2, k274 },
  { "(s, t) -> ltrim(-(s AND t), CASE WHEN t THEN t ELSE 9223372036854775807 END) BETWEEN like('', unicode(t) LIKE 'A_C') AND '_'", 2, k275 },
  { "(s, t) -> round(round((CASE t WHEN 'a%' THEN t WHEN t THEN '%' ELSE s END) COLLATE BINARY < instr('abc', 2.5), 5))", 2, k276 },
  { "(s, t) -> abs(replace(substr(replace('%', x'6162', 'XY'), 0, t), s LIKE '%_%', 'XY'))", 2, k277 },
  { "(s, t) -> ltrim(t)", 2, k278 },
  { "(s, t) -> char(NULL, unicode(nullif(t, s) BETWEEN instr(t, t) AND s))", 2, k279 },
  { "(s, t) -> char(0x1F600, unicode(t))", 2, k280 },
  { "(s, t) -> round(CAST(-3.75 AS NUMERIC) * (s COLLATE RTRIM < s), 0)", 2, k281 },
  { "(s, t) -> instr(t, substr(s, 0, -2))", 2, k282 },
  { "(s, t) -> (-like('%x', t)) NOT LIKE 'a%'", 2, k283 },
  { "(s, t) -> CASE s WHEN t THEN s WHEN coalesce(9223372036854775807, NULL) THEN s ELSE min(s, s COLLATE NOCASE) END", 2, k284 },
  { "(s, t) -> CAST(+t AS INTEGER)", 2, k285 },
  { "(s, t) -> char(NULL, unicode(nullif(s, s))) AND NULL", 2, k286 },
  { "(s, t) -> abs(ltrim(max(2.5 IN (t, -0.0), (t NOT BETWEEN s AND t) COLLATE NOCASE), t))", 2, k287 },
  { "(s, t) -> instr(substring(1e15, 1, 0), (x'') IS NOT NULL)", 2, k288 },
  { "(s, t) -> (-3.75) IN (ltrim(max('x', -1)), s)", 2, k289 },
  { "(s, t) -> lower(replace(s, t, ''))", 2, k290 },
  { "(s, t) -> like('_', s)", 2, k291 },
  { "(s, t) -> CAST(printf('% d|%-6i|', t, '0x1F') > (+'\303\251\346\227\245') AS TEXT) COLLATE RTRIM = 'x'", 2, k292 },
  { "(s, t) -> ''", 2, k293 },
  { "(s, t) -> +round('1e3', 3)", 2, k294 },
  { "(s, t) -> instr((-0.0 / -9223372036854775807) BETWEEN (s != t) AND 2, s) = format('%.3s', (s >= '_') NOT LIKE '%\134_%')", 2, k295 },
  { "(s, t) -> ltrim(s IS NOT NULL)", 2, k296 },
  { "(s, t) -> like('%\303\226%', rtrim(t - t, unicode(s)))", 2, k297 },
  { "(s, t) -> CASE WHEN s THEN s ELSE s END", 2, k298 },
  { "(s, t) -> lower(replace(CAST(0 AS BLOB), s BETWEEN '2.5' AND 'x', 'XY'))", 2, k299 },
  { "(s, t) -> length(s) LIKE 'a%'", 2, k300 },
  { "(s, t) -> '1e3'", 2, k301 },
  { "(s, t) -> '\303\251\346\227\245' COLLATE RTRIM = upper(trim('0x1F', ' '))", 2, k302 },
  { "(s, t) -> nullif(NULL COLLATE RTRIM, round(s))", 2, k303 },
  { "(s, t) -> min('-0', 0.1, 'abc')", 2, k304 },
  { "(s, t) -> unicode(quote(s) % unicode(-1))", 2, k305 },
  { "(s, t) -> iif(100, (-s) COLLATE RTRIM >= (CASE '_' WHEN -0.0 THEN t WHEN ' ' THEN s ELSE t END), +replace(2, s, '-'))", 2, k306 },
  { "(s, t) -> CASE WHEN substring(NULL >> s, 1, 1) NOT IN (rtrim(CAST(t AS REAL)), 3) THEN s NOT LIKE '' END", 2, k307 },
  { "(s, t) -> substr(' ', 0)", 2, k308 },
  { "(s, t) -> NOT s", 2, k309 },
  { "(s, t) -> upper(max(s NOT IN (s, s), nullif(t, s) COLLATE RTRIM) IS NOT format('%.3s', iif('_', t, 1e15)))", 2, k310 },
  { "(s, t) -> replace(instr(' ', '-0'), like('%x', -9223372036854775807), '')", 2, k311 },
  { "(s, t) -> max(max(t, t COLLATE NOCASE), typeof('-0'))", 2, k312 },
  { "(s, t) -> ('2.5' AND (' 12 ' OR 0.1)) IS NOT (NOT 9223372036854775807)", 2, k313 },
  { "(s, t) -> iif('-0' AND 1, t LIKE '_', max(s, 'a%' COLLATE NOCASE))", 2, k314 },
  { "(s, t) -> abs(x'6162')", 2, k315 },
  { "(s, t) -> substring(typeof(nullif(NULL, 1e15)), '2')", 2, k316 },
  { "(s, t) -> ((substr(-1, 1) GLOB '*x') >= instr(' ', round(t))) NOT GLOB '*[a-c]*'", 2, k317 },
  { "(s, t) -> instr(max((max(1 COLLATE RTRIM, -9223372036854775807) AND nullif('1e3', s)) COLLATE RTRIM, t), max('x', t COLLATE NOCASE))", 2, k318 },
  { "(s, t) -> (' 12 ' LIKE '%\303\226%' ESCAPE '\134') LIKE '%\346\227\245%'", 2, k319 },
  { "(s, t) -> like('%\134_%', s)", 2, k320 },
  { "(s, t) -> t NOT IN (upper(s) / (s IN (s, -1)), s)", 2, k321 },
  { "(s, t) -> typeof(max(7, (s NOT NULL) COLLATE NOCASE))", 2, k322 },
  { "(s, t) -> abs(CASE WHEN 0.1 THEN NOT t ELSE substr(0.1, 5) END)", 2, k323 },
  { "(s, t) -> t % substr(s, 1.5, 5)", 2, k324 },
  { "(s, t) -> 1e15", 2, k325 },
  { "(s, t) -> max(min(printf('%#.3g', 1e15) COLLATE RTRIM, iif(t, t, s)) COLLATE NOCASE, nullif('2.5' LIKE '_b_' ESCAPE '\134', upper('%')))", 2, k326 },
  { "(s, t) -> instr(t, substring(s, 1, -1))", 2, k327 },
  { "(s, t) -> (min('\303\251\346\227\245' - ' 12 ', '-0' COLLATE RTRIM) NOT LIKE '_') NOT NULL", 2, k328 },
  { "(s, t) -> printf('%c', trim(s))", 2, k329 },
  { "(s, t) -> instr(trim(1e15, 2.5), t << s)", 2, k330 },
  { "(s, t) -> trim(max(abs(max(s COLLATE RTRIM, t)) COLLATE NOCASE, instr(t NOT IN (2.5, '0x1F'), nullif('0x1F', 3))))", 2, k331 },
  { "(s, t) -> nullif(((x'') >> (-0.0)) LIKE '', CASE max('abc', '3') WHEN 2.5 THEN s NOTNULL WHEN ' ' THEN s ELSE t LIKE '%x' END)", 2, k332 },
  { "(s, t) -> s >= (~'x')", 2, k333 },
  { "(s, t) -> CASE 7 WHEN s THEN round(2.5) WHEN CASE WHEN substr(t, -2) THEN CASE t WHEN t THEN s WHEN s THEN t ELSE 3 END ELSE char(1114112, unicode(t)) END THEN t ELSE max(instr('_', '1e3'), char(1114112, unicode('abc')) COLLATE RTRIM) END", 2, k334 },
  { "(s, t) -> substr(unicode(hex('2.5')) NOT LIKE 'x\134%', -2)", 2, k335 },
  { "(s, t) -> (s BETWEEN '' AND 'abc') LIKE t ESCAPE '\134'", 2, k336 },
  { "(s, t) -> ('3' == NULL) GLOB 'x*'", 2, k337 },
  { "(s, t) -> trim(3 >> s, substring(s, NULL, 9223372036854775807))", 2, k338 },
  { "(s, t) -> nullif(format('%.2g', t), s)", 2, k339 },
  { "(s, t) -> rtrim(CAST(t COLLATE RTRIM IS t AS TEXT) COLLATE NOCASE IS round(min((-0.0) COLLATE RTRIM, t)))", 2, k340 },
  { "(s, t) -> -0.0", 2, k341 },
  { "(s, t) -> (1e15 COLLATE BINARY <= s) NOT IN (t NOT LIKE 'abc', s) >> length(s NOT BETWEEN '\303\251\346\227\245' AND s)", 2, k342 },
  { "(s, t) -> min(s, s COLLATE NOCASE)", 2, k343 },
  { "(s, t) -> CASE WHEN substring(-0.0, '2', t) THEN trim(s) ELSE quote(t) END", 2, k344 },
  { "(s, t) -> unicode('1abc')", 2, k345 },
  { "(s, t) -> trim(length(t), t)", 2, k346 },
  { "(s, t) -> substring(2.5, NULL) NOT LIKE '%'", 2, k347 },
  { "(s, t) -> NOT t", 2, k348 },
  { "(s, t) -> 'a%'", 2, k349 },
  { "(s, t) -> format('%e', abs(coalesce(CAST('2.5' AS TEXT), substring('1e3', -1, NULL))))", 2, k350 },
  { "(s, t) -> (s < 1) AND replace(7, s, '')", 2, k351 },
  { "(s, t) -> length(s)", 2, k352 },
  { "(s, t) -> unicode(trim(typeof(rtrim(s))))", 2, k353 },
  { "(s, t) -> trim(+t)", 2, k354 },
  { "(s, t) -> char(1114112, unicode(9223372036854775807 IS NOT s))", 2, k355 },
  { "(s, t) -> CASE WHEN s THEN 1.0 ELSE like('abc', s) END", 2, k356 },
  { "(s, t) -> abs(NOT t) || s", 2, k357 },
  { "(s, t) -> nullif(max(9223372036854775807 COLLATE NOCASE, (' 12 ' LIKE '' ESCAPE '\134') * (CASE WHEN s THEN t END)), instr(s, s) + substring(0.1, '2'))", 2, k358 },
  { "(s, t) -> 'a%' LIKE 'a%'", 2, k359 },
  { "(s, t) -> ltrim(instr(length(t), abs(s))) <= ((0 / min(s COLLATE RTRIM, s)) LIKE lower(t) ESCAPE '\134')", 2, k360 },
  { "(s, t) -> typeof(-'a%')", 2, k361 },
  { "(s, t) -> CASE s WHEN 'a%' THEN length(instr('0x1F', 'abc')) WHEN CAST('\303\251\346\227\245' LIKE '%c' ESCAPE '\134' AS REAL) THEN 2 ELSE typeof(' 12 ' LIKE 'x\134%' ESCAPE '\134') END", 2, k362 },
  { "(s, t) -> ifnull(max(t COLLATE RTRIM, 1e15), CASE WHEN s THEN 1.0 END)", 2, k363 },
  { "(s, t) -> char(65, unicode(''))", 2, k364 },
  { "(s, t) -> max(t, '_' < char(NULL, unicode(s)), s)", 2, k365 },
  { "(s, t) -> abs(hex(s))", 2, k366 },
  { "(s, t) -> format('%s', max('\303\251\346\227\245', s))", 2, k367 },
  { "(s, t) -> iif(like('', s), round(2), 0 NOT LIKE '%b%')", 2, k368 },
  { "(s, t) -> ifnull('-0', s)", 2, k369 },
  { "(s, t) -> ((s IS NOT ('_' IS NOT NULL)) COLLATE NOCASE != iif(iif('\303\251\346\227\245', 7, s), 100 IN (100, s), min(t, 1.0))) < (t IS NULL)", 2, k370 },
  { "(s, t) -> ifnull(nullif(iif(t, -3.75, '1e3'), ltrim(t)) AND CAST(length(0.1) AS TEXT), ' ')", 2, k371 },
  { "(s, t) -> min(trim(t, -9223372036854775807), format('%012.3f', 7) COLLATE NOCASE)", 2, k372 },
  { "(s, t) -> lower(s) > (t COLLATE RTRIM IS s)", 2, k373 },
  { "(s, t) -> unicode(like('%x', 'AbC'))", 2, k374 },
  { "(s, t) -> substring(t COLLATE BINARY != '-0', 64)", 2, k375 },
  { "(s, t) -> typeof(char(0x1F600, unicode(format('%012.3f', nullif(7, s)))))", 2, k376 },
  { "(s, t) -> quote(round(2.5 NOT IN (s, ' '), -9223372036854775807))", 2, k377 },
  { "(s, t) -> instr(quote(t || s), s LIKE '%\346\227\245%' ESCAPE '\134') NOT GLOB '[a-]*'", 2, k378 },
  { "(s, t) -> NOT replace(t, like('%\303\226%', x'6162'), 'XY')", 2, k379 },
  { "(s, t) -> substr(2.5, 9223372036854775807) NOT GLOB '*\346\227\245*'", 2, k380 },
  { "(s, t) -> +''", 2, k381 },
  { "(s, t) -> typeof(NOT lower(t))", 2, k382 },
  { "(s, t) -> 3", 2, k383 },
  { "(s, t) -> unicode(s) LIKE 'A_C' ESCAPE '\134'", 2, k384 },
  { "(s, t) -> CASE CAST(t AS REAL) COLLATE RTRIM >= 'x' WHEN 3 THEN (NOT s) % format('%Q', 1) WHEN round(max(s, 9223372036854775807 COLLATE NOCASE)) THEN s ELSE s END", 2, k385 },
  { "(s, t) -> hex(char(1114112, unicode('a%')))", 2, k386 },
  { "(s, t) -> CASE WHEN (CASE 'abc' WHEN t THEN s WHEN '2.5' THEN t ELSE 1 END) NOT BETWEEN coalesce(t, 'a%') AND s THEN instr(CASE s WHEN t THEN '\303\251\346\227\245' WHEN s THEN s ELSE '3' END, -0.0) ELSE s * (~NULL) END", 2, k387 },
  { "(s, t) -> typeof(round(0.1 LIKE '' ESCAPE '\134'))", 2, k388 },
  { "(s, t) -> substr(typeof(' 12 ' ISNULL), 1.5)", 2, k389 },
  { "(s, t) -> lower(-0.0)", 2, k390 },
  { "(s, t) -> char(-1, unicode(trim(s)))", 2, k391 },
  { "(s, t) -> rtrim(-typeof(s))", 2, k392 },
  { "(s, t) -> ('1abc' IN (hex(s) % length(s), '3')) NOT LIKE 'a%'", 2, k393 },
  { "(s, t) -> instr(min(round(7) LIKE '%\134_%' ESCAPE '\134', (CASE WHEN length('%') THEN (-9223372036854775807) NOT LIKE 'a%' ELSE min(2.5, 2) END) COLLATE NOCASE), t NOT IN (s, t))", 2, k394 },
  { "(s, t) -> unicode(upper(+(s = t)))", 2, k395 },
  { "(s, t) -> (1.0 / s) IN (abs(0.1), 'x')", 2, k396 },
  { "(s, t) -> instr('_', like(lower(t), x'6162'))", 2, k397 },
  { "(s, t) -> CAST(100 ISNULL AS NUMERIC)", 2, k398 },
  { "(s, t) -> 1 IS NULL = nullif(100, 7)", 2, k399 },
  { "(s, t) -> (round(ifnull(s, NULL)) * ((NOT (x'6162')) NOT GLOB '\077*')) BETWEEN nullif('_', ~(s <= s)) AND '%'", 2, k400 },
  { "(s, t) -> CASE (substr('2.5', 1) - instr(t, s)) LIKE '%_%' ESCAPE '\134' WHEN s THEN substring(char(0x1F600, unicode(0)), 2) ISNULL WHEN substring(s, 5) THEN t ELSE unicode(CAST(3 AS TEXT)) ISNULL END", 2, k401 },
  { "(s, t) -> substr(-1, 2, 1.5)", 2, k402 },
  { "(s, t) -> max(hex(rtrim(replace(-9223372036854775807, s, ''), 2.5)), min(t, max(substring(t, 5, 64) COLLATE NOCASE, hex(s)) COLLATE RTRIM))", 2, k403 },
  { "(s, t) -> format('%10.4e', t) NOT BETWEEN 1e15 AND '1abc'", 2, k404 },
  { "(s, t) -> ~upper(s)", 2, k405 },
  { "(s, t) -> ('1abc' > '0x1F') NOT GLOB 'x*'", 2, k406 },
  { "(s, t) -> abs(s <> t)", 2, k407 },
  { "(s, t) -> CAST(CASE WHEN '0x1F' THEN s ELSE t END AS REAL)", 2, k408 },
  { "(s, t) -> abs(min('', '1e3'))", 2, k409 },
  { "(s, t) -> (-3.75) IS NOT NULL", 2, k410 },
  { "(s, t) -> min('%', unicode(t) COLLATE RTRIM)", 2, k411 },
  { "(s, t) -> nullif(replace(typeof(t), ifnull('', 1), 1), CAST(s AS TEXT) == substring(100, 3)) NOT BETWEEN ((abs(t) % round(2.5)) IS lower(t)) AND 3", 2, k412 },
  { "(s, t) -> coalesce(typeof(2), ~s)", 2, k413 },
  { "(s, t) -> CAST(ifnull(t, CASE WHEN s THEN s END) AS TEXT) OR length(coalesce(format('%+05d', -0.0), rtrim(s, s)))", 2, k414 },
  { "(s, t) -> replace(CASE WHEN like('%\303\226%', s) NOT IN (-s, s) THEN length(quote(x'6162')) ELSE ('3' COLLATE NOCASE != NULL) NOT GLOB t END, replace(s, -3.75, ''), NULL)", 2, k415 },
  { "(s, t) -> printf('%#o', lower(rtrim(substring(1.0, 3))))", 2, k416 },
  { "(s, t) -> '_' LIKE 'x\134%' ESCAPE '\134'", 2, k417 },
  { "(s, t) -> char(0, unicode(min(max(s COLLATE RTRIM, s), ('a%' NOT GLOB upper(t)) COLLATE RTRIM)))", 2, k418 },
  { "(s, t) -> t NOT GLOB '*' != round(' ', '2')", 2, k419 },
  { "(s, t) -> min((CASE replace(NULL, format('%s', 3), 'XY') WHEN s THEN replace('0x1F', '\303\251\346\227\245', '\303\251') WHEN nullif(1 COLLATE RTRIM, t) COLLATE BINARY IS substring(2, 1.5, 1) THEN 'x' ELSE s END) COLLATE NOCASE, s)", 2, k420 },
  { "(s, t) -> substr((x'') ISNULL, -9223372036854775807, -9223372036854775807)", 2, k421 },
  { "(s, t) -> quote(round(s, 3))", 2, k422 },
  { "(s, t) -> quote(max(like('_b_', s), (s IS NOT s) COLLATE NOCASE))", 2, k423 },
  { "(s, t) -> nullif(100 + s, (-1) + (x'6162'))", 2, k424 },
  { "(s, t) -> (length(round(' 12 ')) COLLATE NOCASE >= t) COLLATE RTRIM >= char(1114112, unicode(0))", 2, k425 },
  { "(s, t) -> (rtrim(t, s) % 0) <> (((-0.0) LIKE '%c' ESCAPE '\134') LIKE lower(t) ESCAPE '\134')", 2, k426 },
  { "(s, t) -> length(iif(s, s, t) IN (NOT t, s)) NOT NULL", 2, k427 },
  { "(s, t) -> like('A_C', length(s))", 2, k428 },
  { "(s, t) -> nullif((substring(t, 2, -1) NOT BETWEEN s AND s) COLLATE RTRIM, s)", 2, k429 },
  { "(s, t) -> replace(unicode(t), nullif(t, 100), '')", 2, k430 },
  { "(s, t) -> nullif(1.0 GLOB '\077*' != s || ~'', quote(like('%c', t) < CAST('\303\251\346\227\245' AS NUMERIC)))", 2, k431 },
  { "(s, t) -> (t NOT BETWEEN (t > 1) AND 1e15) LIKE '%x' ESCAPE '\134'", 2, k432 },
  { "(s, t) -> ltrim('abc' BETWEEN NULL AND '1abc', hex(' '))", 2, k433 },
  { "(s, t) -> like('%x', s)", 2, k434 },
  { "(s, t) -> upper(t)", 2, k435 },
  { "(s, t) -> format('%#o', s & t)", 2, k436 },
  { "(s, t) -> substr(unicode('-0' NOT BETWEEN 'abc' AND ''), -1)", 2, k437 },
  { "(s, t) -> substring(s BETWEEN s AND s, 3, 3)", 2, k438 },
  { "(s, t) -> min(nullif(t, s), (s LIKE '%\346\227\245%' ESCAPE '\134') COLLATE RTRIM)", 2, k439 },
  { "(s, t) -> substring(-printf('%5c', s), '2')", 2, k440 },
  { "(s, t) -> lower(like('_', substr(x'', '2', 1.5)) IS NOT replace(ltrim('x', s), CAST(t AS REAL), '-'))", 2, k441 },
  { "(s, t) -> NOT round(s)", 2, k442 },
  { "(s, t) -> rtrim(s)", 2, k443 },
  { "(s, t) -> max(lower(char(0, unicode(s)) NOTNULL) COLLATE RTRIM, ifnull(7, unicode(t) IS NULL))", 2, k444 },
  { "(s, t) -> 2", 2, k445 },
  { "(s, t) -> CASE replace(s, s, 'XY') WHEN 7 THEN rtrim(t) WHEN CASE x'' WHEN s THEN '%' WHEN s THEN s ELSE s END THEN -3.75 ELSE lower('0x1F') END", 2, k446 },
  { "(s, t) -> replace(round(CAST(hex('x') AS TEXT), 64), CAST('AbC' AS NUMERIC), 'XY')", 2, k447 },
  { "(s, t) -> 'AbC' IN (like('_b_', '_' NOT GLOB '*x'), s)", 2, k448 },
  { "(s, t) -> replace('_' LIKE 'x%', 7, '-')", 2, k449 },
  { "(s, t) -> ltrim(nullif(1e15, s)) != typeof('_' NOT GLOB upper(t))", 2, k450 },
  { "(s, t) -> quote(substr(nullif(format('%e', 9223372036854775807), substr('_', -2)), 1))", 2, k451 },
  { "(s, t) -> min('abc', s IS s, t)", 2, k452 },
  { "(s, t) -> nullif(x'', '0x1F')", 2, k453 },
  { "(s, t) -> -9223372036854775807", 2, k454 },
  { "(s, t) -> substr(format('%d', NOT ((-9223372036854775807) NOT IN (t, 0.1))), 64, 9223372036854775807)", 2, k455 },
  { "(s, t) -> trim(ifnull(s, s), '_')", 2, k456 },
  { "(s, t) -> CAST(min(+(s % t), (t - like('%b%', s)) COLLATE NOCASE) AS BLOB)", 2, k457 },
  { "(s, t) -> max(CASE iif('x', t, s) WHEN -3.75 THEN (x'6162') != t WHEN nullif(1.0, s) THEN t ELSE CASE '3' WHEN s THEN t WHEN -0.0 THEN s ELSE s END END, (unicode(t) % iif(t, '', -0.0)) COLLATE NOCASE)", 2, k458 },
  { "(s, t) -> round(char(0, unicode(0)), 5)", 2, k459 },
  { "(s, t) -> ltrim(length(quote(t)))", 2, k460 },
  { "(s, t) -> x'6162'", 2, k461 },
  { "(s, t) -> unicode(CASE WHEN t ISNULL THEN hex(t) ELSE max('0x1F', '1abc' COLLATE NOCASE) END)", 2, k462 },
  { "(s, t) -> s IN ('%', t)", 2, k463 },
  { "(s, t) -> length(CAST(2 AS INTEGER) & ltrim(hex(s)))", 2, k464 },
  { "(s, t) -> printf('%+05d', substr(CAST(' 12 ' AS NUMERIC), 64))", 2, k465 },
  { "(s, t) -> upper(CAST(rtrim(like('%\303\226%', '2.5'), 'abc' IS NULL) AS NUMERIC))", 2, k466 },
  { "(s, t) -> (s IS NOT NULL) % (NOT 2.5)", 2, k467 },
  { "(s, t) -> min(~('a%' BETWEEN t AND s), CAST(CASE WHEN t THEN s ELSE s END AS INTEGER))", 2, k468 },
  { "(s, t) -> (min(' ' COLLATE RTRIM, ' 12 ') NOT GLOB '\077*') IS NOT unicode(unicode(1.0))", 2, k469 },
  { "(s, t) -> printf('%q', -2.5)", 2, k470 },
  { "(s, t) -> quote(char(NULL, unicode(iif(s, t, -9223372036854775807))))", 2, k471 },
  { "(s, t) -> char(0x1F600, unicode(like('%', '\303\251\346\227\245') > (-s))) LIKE '' ESCAPE '\134'", 2, k472 },
  { "(s, t) -> (CASE WHEN nullif(t, quote(s)) THEN min(s COLLATE RTRIM, ~s) ELSE t IN (round(s, 64), s) END) LIKE t ESCAPE '\134'", 2, k473 },
  { "(s, t) -> length(instr(x'6162', t))", 2, k474 },
  { "(s, t) -> min(instr(t, t) COLLATE RTRIM, quote(3))", 2, k475 },
  { "(s, t) -> substring(-3.75, 64)", 2, k476 },
  { "(s, t) -> replace(rtrim(s, typeof(s)), (x'6162') BETWEEN t AND s, '')", 2, k477 },
  { "(s, t) -> nullif((-1) COLLATE RTRIM, min(coalesce(t COLLATE NOCASE != t, round(s)), iif(s, t, ' 12 ') * t, t))", 2, k478 },
  { "(s, t) -> nullif(typeof(0), s)", 2, k479 },
  { "(s, t) -> CASE hex(substring(t, 3, 1.5)) WHEN s THEN (1 BETWEEN t AND s) IN (-(x''), t) WHEN unicode(t) THEN s ELSE replace(char(1114112, unicode(-9223372036854775807)), length(s), '\303\251') END", 2, k480 },
  { "(s, t) -> iif(min(0, format('%c', 1.0 NOT GLOB '[^a]*') COLLATE NOCASE), (min('-0', 0 COLLATE NOCASE) LIKE '%x' ESCAPE '\134') BETWEEN 0.1 AND t, char(65, unicode(('1abc' GLOB upper(t)) LIKE 'A_C')))", 2, k481 },
  { "(s, t) -> ifnull(min(substring(t, '2', -9223372036854775807), hex(t) COLLATE NOCASE), substr(ifnull(t, ''), '2', 5))", 2, k482 },
  { "(s, t) -> substring(quote(3), 1.5, 2)", 2, k483 },
  { "(s, t) -> substr((7 BETWEEN t AND s) NOT GLOB t, -1)", 2, k484 },
  { "(s, t) -> replace(s COLLATE NOCASE >= 100 == '', abs(0), 1)", 2, k485 },
  { "(s, t) -> (-0.0) IN (round(-3.75, 0), t)", 2, k486 },
  { "(s, t) -> upper(ltrim(2.5))", 2, k487 },
  { "(s, t) -> instr(trim(t, replace('1e3', -0.0, NULL)), unicode(t))", 2, k488 },
  { "(s, t) -> s NOT IN (s, 3)", 2, k489 },
  { "(s, t) -> substr('2.5', 3)", 2, k490 },
  { "(s, t) -> iif(format('%c', '2.5' * s), t, substring(instr('abc', '\303\251\346\227\245'), -2, 3))", 2, k491 },
  { "(s, t) -> (+s) LIKE '%' ESCAPE '\134'", 2, k492 },
  { "(s, t) -> coalesce(min(like('%\134_%', substring(-3.75, 1.5, 2)), t COLLATE RTRIM), (like('%\303\226%', s) IS NULL) IS NULL)", 2, k493 },
  { "(s, t) -> ltrim(s, '1e3') NOT GLOB 'x*'", 2, k494 },
  { "(s, t) -> 0.1 COLLATE RTRIM > (t AND s)", 2, k495 },
  { "(s, t) -> substring(s, -2)", 2, k496 },
  { "(s, t) -> printf('%d', lower('AbC') LIKE lower(t) ESCAPE '\134') IS substr(t LIKE 'x%' ESCAPE '\134', 5, 5)", 2, k497 },
  { "(s, t) -> abs(min('%' COLLATE NOCASE, t))", 2, k498 },
  { "(s, t) -> length(t)", 2, k499 },
  { "(s, t) -> min(substr(2, -9223372036854775807, 2) = (upper(s) LIKE '%' ESCAPE '\134'), min(max(max(t, t COLLATE NOCASE), s || ' ', NULL), (-9223372036854775807) COLLATE NOCASE) COLLATE NOCASE)", 2, k500 },
  { "(s, t) -> instr(t, s <> 9223372036854775807) NOT LIKE '%x'", 2, k501 },
  { "(s, t) -> '_'", 2, k502 },
  { "(s, t) -> s AND '1e3' > '-0'", 2, k503 },
  { "(s, t) -> nullif(min(~iif(100, s, t), (t >> t) NOT LIKE 'A_C'), unicode(t))", 2, k504 },
  { "(s, t) -> like('A_C', t) <= s", 2, k505 },
  { "(s, t) -> round(min(coalesce(ifnull(s, t), max(s, '0x1F' COLLATE RTRIM)) COLLATE NOCASE, max(s, '0x1F' COLLATE NOCASE) < nullif(s COLLATE RTRIM, s)))", 2, k506 },
  { "(s, t) -> min(round('\303\251\346\227\245', 5), s COLLATE RTRIM)", 2, k507 },
  { "(s, t) -> max(t COLLATE RTRIM, '1e3') LIKE '%x' ESCAPE '\134'", 2, k508 },
  { "(s, t) -> substring(rtrim(x'6162', s), 1)", 2, k509 },
  { "(s, t) -> instr(replace(CAST(t AS NUMERIC), coalesce(s, s), ''), t LIKE 'x%' ESCAPE '\134')", 2, k510 },
  { "(s, t) -> (~(abs('abc') IN (t, t))) NOT BETWEEN (format('%i', NOT 2) NOTNULL) AND (-9223372036854775807)", 2, k511 },
  { "(s, t) -> substr(s LIKE '%\346\227\245%', -9223372036854775807, 1.5)", 2, k512 },
  { "(s, t) -> NOT (CASE t WHEN s THEN '_' WHEN replace(s, s, '-') THEN 0 ELSE '1abc' END)", 2, k513 },
  { "(s, t) -> instr(abs((t LIKE 'x%' ESCAPE '\134') COLLATE NOCASE > (2 NOTNULL)), s LIKE '' ESCAPE '\134')", 2, k514 },
  { "(s, t) -> t NOT BETWEEN instr(s, 0.1) AND (-9223372036854775807)", 2, k515 },
  { "(s, t) -> instr(format('%#.3g', nullif('_', '%')) NOT LIKE t, char(0, unicode(s)))", 2, k516 },
  { "(s, t) -> s = nullif(s, ' ')", 2, k517 },
  { "(s, t) -> abs(char(NULL, unicode(like('%\134_%', nullif('1abc', s)))))", 2, k518 },
  { "(s, t) -> max(CASE typeof('a%') WHEN 9223372036854775807 THEN iif('-0', t, t) WHEN max('2.5', 2.5 COLLATE NOCASE) THEN s ELSE '0x1F' << -3.75 END, '\303\251\346\227\245' BETWEEN like('', s) AND (-0.0), '3')", 2, k519 },
  { "(s, t) -> printf('%q', t) OR like('%\346\227\245%', '')", 2, k520 },
  { "(s, t) -> round(t, 1.5)", 2, k521 },
  { "(s, t) -> quote('a%')", 2, k522 },
  { "(s, t) -> format('%5c', min(s, t COLLATE NOCASE))", 2, k523 },
  { "(s, t) -> round(ifnull(unicode(s), t COLLATE RTRIM <= s), -9223372036854775807)", 2, k524 },
  { "(s, t) -> abs(iif(quote(2.5), instr(1, -1), replace(9223372036854775807, 2.5, '-')))", 2, k525 },
  { "(s, t) -> quote(t)", 2, k526 },
  { "(s, t) -> -' 12 '", 2, k527 },
  { "(s, t) -> ifnull(7, '')", 2, k528 },
  { "(s, t) -> ltrim('x')", 2, k529 },
  { "(s, t) -> 'a%' NOT IN (3, -9223372036854775807)", 2, k530 },
  { "(s, t) -> 'abc'", 2, k531 },
  { "(s, t) -> nullif(char(0, unicode(substr('2.5', '2'))), s)", 2, k532 },
  { "(s, t) -> s IS (t NOT BETWEEN t AND 'abc' >> unicode(-3.75))", 2, k533 },
  { "(s, t) -> length(min('2.5', '1abc' COLLATE NOCASE))", 2, k534 },
  { "(s, t) -> (hex(s) GLOB 'a*') GLOB '*[a-c]*'", 2, k535 },
  { "(s, t) -> like('abc', unicode(s))", 2, k536 },
  { "(s, t) -> max(s != s, replace(100, s, 'XY'))", 2, k537 },
  { "(s, t) -> 3 NOT BETWEEN '3' AND s", 2, k538 },
  { "(s, t) -> format('% d|%-6i|', (t << '%') >> max(t, ''), (t NOT IN (t, -3.75)) IS NOT (t BETWEEN t AND s))", 2, k539 },
  { "(s, t) -> replace(substring(format('%.*s', 3, t), 1), CASE WHEN s THEN t ELSE s END, '') NOT BETWEEN max(t, s) AND s", 2, k540 },
  { "(s, t) -> ((s NOT GLOB '\077*') BETWEEN format('%+05d', '%') AND ' 12 ') NOT IN (min(nullif(t COLLATE NOCASE, NULL) COLLATE NOCASE, substring('a%', 1)), s)", 2, k541 },
  { "(s, t) -> length(0) < round(x'', 0)", 2, k542 },
  { "(s, t) -> rtrim(-(s LIKE '%b%' ESCAPE '\134'), instr('-0', t))", 2, k543 },
  { "(s, t) -> ((~'x') ISNULL) << char(0, unicode(s))", 2, k544 },
  { "(s, t) -> nullif(nullif(round(char(0x1F600, unicode('_'))), t) COLLATE RTRIM, CAST(quote(NOT s) AS INTEGER))", 2, k545 },
  { "(s, t) -> -(x'')", 2, k546 },
  { "(s, t) -> unicode(char(1114112, unicode('x' GLOB '*x'))) IS NOT max((like('%_%', 9223372036854775807) LIKE '%c' ESCAPE '\134') COLLATE RTRIM, round(t))", 2, k547 },
  { "(s, t) -> CASE WHEN max(t, s) THEN 2.5 ELSE typeof(s) END", 2, k548 },
  { "(s, t) -> coalesce(s - 0, round(NULL, 1))", 2, k549 },
  { "(s, t) -> rtrim((t BETWEEN (~s) AND 9223372036854775807) LIKE lower(t))", 2, k550 },
  { "(s, t) -> abs('0x1F')", 2, k551 },
  { "(s, t) -> nullif(unicode(t GLOB '*x') COLLATE RTRIM, round(max(t, t, '\303\251\346\227\245')))", 2, k552 },
  { "(s, t) -> 'abc' OR format('%+05d', hex(t NOT BETWEEN 'abc' AND s))", 2, k553 },
  { "(s, t) -> CASE WHEN 100 THEN NULL ELSE max(t, max(s, '%'), s) GLOB 'x*' END", 2, k554 },
  { "(s, t) -> max(round(char(1114112, unicode(min('-0' COLLATE NOCASE, '')))) COLLATE RTRIM, NULL)", 2, k555 },
  { "(s, t) -> abs(nullif(replace(t LIKE '%\303\226%', rtrim(s), '-') COLLATE RTRIM, CASE abs(-0.0) WHEN s THEN substr('0x1F', 2, 1.5) WHEN t NOTNULL THEN s ELSE typeof(0.1) END))", 2, k556 },
  { "(s, t) -> round('x', -1)", 2, k557 },
  { "(s, t) -> hex(max(trim(s), iif('1e3', s, s) COLLATE NOCASE))", 2, k558 },
  { "(s, t) -> instr(-1, t)", 2, k559 },
  { "(s, t) -> ifnull(s <= t, substring(t, 64, t))", 2, k560 },
  { "(s, t) -> substr(lower(s), NULL, 2)", 2, k561 },
  { "(s, t) -> trim(substr(char(NULL, unicode(s)) ISNULL, 64, -1), abs(' '))", 2, k562 },
  { "(s, t) -> round((CASE WHEN printf('%s', s) THEN substr(t, 64, 0) ELSE (x'') COLLATE BINARY >= 'AbC' END) NOT GLOB '*[]x]*', 5)", 2, k563 },
  { "(s, t) -> -1 * nullif('3' LIKE '_', quote(s))", 2, k564 },
  { "(s, t) -> round('x')", 2, k565 },
  { "(s, t) -> substring('abc' BETWEEN 3 AND '%', '2', -9223372036854775807)", 2, k566 },
  { "(s, t) -> CASE char(0x1F600, unicode(hex(replace(s, s, 1)))) WHEN '' THEN replace(iif(t, CASE '2.5' WHEN 3 THEN 1.0 WHEN '-0' THEN s ELSE s END, format('%.2g', ' ')), replace(-0.0, '', 1), 'XY') WHEN NOT nullif(s NOT LIKE '%\346\227\245%', abs(100)) THEN s ELSE typeof(like(t, unicode(''))) END", 2, k567 },
  { "(s, t) -> instr((s COLLATE BINARY > s) GLOB '*x', NULL LIKE '%c')", 2, k568 },
  { "(s, t) -> (s NOT GLOB '[!a]*') NOT GLOB '*x'", 2, k569 },
  { "(s, t) -> nullif(nullif(round('3'), lower(-9223372036854775807)) << t, max(t COLLATE NOCASE, CASE WHEN s THEN t END + round(s)))", 2, k570 },
  { "(s, t) -> CAST(t AS INTEGER) COLLATE RTRIM >= t", 2, k571 },
  { "(s, t) -> ifnull(iif(CASE WHEN min('_' COLLATE RTRIM, t) THEN iif(s, s, 1.0) ELSE length(t) END, (CASE s WHEN t THEN s WHEN 1.0 THEN 3 ELSE 0.1 END) == (t LIKE '%_%' ESCAPE '\134'), (x'6162') != substr(NULL, 2, 1)), min(min((NOT 1) COLLATE RTRIM, replace(s, -9223372036854775807, 1)), instr(replace(t, 'AbC', '-'), t COLLATE NOCASE > ' 12 ')))", 2, k572 },
  { "(s, t) -> like('A_C', t)", 2, k573 },
  { "(s, t) -> char(0, unicode(length(char(-1, unicode(t)))))", 2, k574 },
  { "(s, t) -> CASE WHEN nullif((replace(s, '2.5', 1) NOT IN (quote(-0.0), s)) COLLATE RTRIM, ifnull(NOT s, ' ')) THEN max(nullif(char(-1, unicode('x')) COLLATE NOCASE, t) COLLATE RTRIM, ' ') ELSE s END", 2, k575 },
  { "(s, t) -> iif('AbC', 'x', CAST(t AS BLOB))", 2, k576 },
  { "(s, t) -> instr(substring(abs('_' IS NOT s), 64, 1), CAST(2 AS REAL))", 2, k577 },
  { "(s, t) -> printf('%.*s', 64, length(t))", 2, k578 },
  { "(s, t) -> replace(t IN ('_', 2), substr('abc', '2'), '-')", 2, k579 },
  { "(s, t) -> instr(substring(2, 0, 64), coalesce(-0.0, s))", 2, k580 },
  { "(s, t) -> coalesce(iif(quote(typeof(t)), NOT t, substring(t, 1) >= like('%\303\226%', ' ')), 2.5)", 2, k581 },
  { "(s, t) -> t || (100 NOT GLOB '[a-]*') * (CASE ' ' WHEN 9223372036854775807 THEN '\303\251\346\227\245' WHEN '\303\251\346\227\245' THEN -9223372036854775807 ELSE -9223372036854775807 END)", 2, k582 },
  { "(s, t) -> min(coalesce(t, CASE WHEN t BETWEEN s AND '\303\251\346\227\245' THEN t LIKE '%b%' ESCAPE '\134' END), max(0 COLLATE RTRIM, max(max(-9223372036854775807, s) COLLATE RTRIM, length(1))))", 2, k583 },
  { "(s, t) -> length('' <= (hex(t) NOT IN (min(3, '_', 3), '1abc')))", 2, k584 },
  { "(s, t) -> like('_b_', char(233, unicode(100)))", 2, k585 },
  { "(s, t) -> ifnull(length(' 12 '), CAST('\303\251\346\227\245' AS TEXT))", 2, k586 },
  { "(s, t) -> min(hex(s), CAST(t AS INTEGER) COLLATE RTRIM)", 2, k587 },
  { "(s, t) -> (format('%e', s) NOT IN (~1, '2.5')) LIKE 'a%' ESCAPE '\134'", 2, k588 },
  { "(s, t) -> round(+t) IN (like(t, s) NOT BETWEEN substring(substring(s, 64, NULL), -1, -9223372036854775807) AND 'AbC', s)", 2, k589 },
  { "(s, t) -> abs(instr('x', s))", 2, k590 },
  { "(s, t) -> (1e15 NOT IN (substring(1e15, 1), 1)) & typeof(x'6162')", 2, k591 },
  { "(s, t) -> typeof(instr('', -0.0))", 2, k592 },
  { "(s, t) -> like('a%', t)", 2, k593 },
  { "(s, t) -> nullif(s, upper(-('0x1F' NOT GLOB upper(t))))", 2, k594 },
  { "(s, t) -> instr(abs(replace(2, '%', '-')) NOTNULL, '1e3' || s)", 2, k595 },
  { "(s, t) -> substr(s, -2)", 2, k596 },
  { "(s, t) -> unicode(t)", 2, k597 },
  { "(s, t) -> length(length(+s))", 2, k598 },
  { "(s, t) -> substring(CASE WHEN max(s, ' ', t) THEN typeof(s) ELSE 7 END, -1)", 2, k599 },
  { "(s, t) -> ifnull(instr(unicode(' ') GLOB '*[', t), NOT (CAST(0.1 AS TEXT) IS ('AbC' == s)))", 2, k600 },
  { "(s, t) -> iif((('1e3' * s) NOT LIKE '_') NOT BETWEEN (max('-0', s COLLATE NOCASE) * NULL) AND s, ((t LIKE '%_%' ESCAPE '\134') LIKE '%c' ESCAPE '\134') COLLATE RTRIM != (s & char(233, unicode('-0'))), substr(abs(replace('abc', s, 'XY')), -1, 3))", 2, k601 },
  { "(s, t) -> max(9223372036854775807, lower(t))", 2, k602 },
  { "(s, t) -> CASE WHEN CASE 'a%' WHEN t THEN s WHEN 2 THEN s ELSE 100 END THEN coalesce('0x1F', t) ELSE max('abc', t COLLATE RTRIM) END", 2, k603 },
  { "(s, t) -> max(rtrim('abc'), (length(s) COLLATE RTRIM = abs(t)) COLLATE RTRIM)", 2, k604 },
  { "(s, t) -> format('%i', abs(upper('x')))", 2, k605 },
  { "(s, t) -> substring(-0.0, 5, NULL) LIKE '%_%' ESCAPE '\134'", 2, k606 },
  { "(s, t) -> quote(round(unicode(s))) <= 1.0", 2, k607 },
  { "(s, t) -> char(0x1F600, unicode(hex(rtrim(t))))", 2, k608 },
  { "(s, t) -> 100 NOTNULL", 2, k609 },
  { "(s, t) -> ('a%' != s) IN (abs('3'), t)", 2, k610 },
  { "(s, t) -> s << (instr(s, s) LIKE 'A_C' ESCAPE '\134')", 2, k611 },
  { "(s, t) -> substr(+s, -9223372036854775807)", 2, k612 },
  { "(s, t) -> nullif(coalesce(100, t), 'abc' GLOB '*[]x]*')", 2, k613 },
  { "(s, t) -> substr(format('%i', hex(0.1)), 0)", 2, k614 },
  { "(s, t) -> hex(s)", 2, k615 },
  { "(s, t) -> hex(printf('%g', '1e3'))", 2, k616 },
  { "(s, t) -> substring(iif(s, s, ''), -2, 64)", 2, k617 },
  { "(s, t) -> ifnull(9223372036854775807 LIKE '%\303\226%', (-9223372036854775807) COLLATE NOCASE > t)", 2, k618 },
  { "(s, t) -> ltrim((unicode(t) AND s) LIKE t ESCAPE '\134')", 2, k619 },
  { "(s, t) -> instr(3, ltrim(x'6162'))", 2, k620 },
  { "(s, t) -> rtrim(format('%%%s', s))", 2, k621 },
  { "(s, t) -> char(65, unicode(s COLLATE BINARY >= (s NOT IN (1e15, s))))", 2, k622 },
  { "(s, t) -> length(substring(x'', 0, 1))", 2, k623 },
  { "(s, t) -> substring(unicode(instr(s, '')), 1, t)", 2, k624 },
  { "(s, t) -> printf('%d', instr(instr(-0.0, s), trim('2.5'))) AND iif(length(t COLLATE RTRIM IS '1abc'), unicode(' 12 '), s)", 2, k625 },
  { "(s, t) -> max(' ', substring('_', -1))", 2, k626 },
  { "(s, t) -> ltrim(max(replace(s LIKE '%b%' ESCAPE '\134', +(-9223372036854775807), '-'), (abs('abc') IS NOT NULL) COLLATE NOCASE), s - t)", 2, k627 },
  { "(s, t) -> lower(CAST(hex(t) AS BLOB))", 2, k628 },
  { "(s, t) -> replace(+'3', 100 NOT BETWEEN s AND t, '\303\251')", 2, k629 },
  { "(s, t) -> +s", 2, k630 },
  { "(s, t) -> max(like('%\346\227\245%', rtrim(s, '\303\251\346\227\245') >= max(t COLLATE NOCASE, 9223372036854775807)), abs((s + '\303\251\346\227\245') == s) COLLATE NOCASE)", 2, k631 },
  { "(s, t) -> substr(s, 1.5)", 2, k632 },
  { "(s, t) -> CASE WHEN t GLOB '[!a]*' THEN s >> s END", 2, k633 },
  { "(s, t) -> t = (substring(s, 1.5, 0) > '2.5' BETWEEN s AND t)", 2, k634 },
  { "(s, t) -> (s NOT BETWEEN t AND s) LIKE '%c'", 2, k635 },
  { "(s, t) -> replace(s, quote(x''), 1)", 2, k636 },
  { "(s, t) -> abs(min(s, s COLLATE RTRIM))", 2, k637 },
  { "(s, t) -> like('_b_', coalesce(x'', 100)) NOT IN (CAST(s AS INTEGER) IS printf('%x|%o', 2, 100), t)", 2, k638 },
  { "(s, t) -> CASE s NOT LIKE '%x' WHEN t THEN s * s WHEN abs(NULL) THEN t ELSE max(x'6162', t) END", 2, k639 },
  { "(s, t) -> substr(printf('%X', like('%c', s)) COLLATE NOCASE IS replace(2, max(s, s COLLATE RTRIM), '-'), -2)", 2, k640 },
  { "(s, t) -> lower('2.5')", 2, k641 },
  { "(s, t) -> CASE unicode(t) WHEN s THEN s WHEN char(233, unicode(' ')) THEN t ELSE CASE 'abc' WHEN '' THEN 0 WHEN 1 THEN t ELSE 2 END END", 2, k642 },
  { "(s, t) -> 1e15 > min(unicode(' 12 ') LIKE 'A_C', replace(t, t NOT NULL, '-'))", 2, k643 },
  { "(s, t) -> substr((-9223372036854775807) GLOB '\077*', 9223372036854775807, 3)", 2, k644 },
  { "(s, t) -> min(1e15, s COLLATE NOCASE) LIKE '%_%' ESCAPE '\134'", 2, k645 },
  { "(s, t) -> format('%X', (iif(s, '_', s) + (x'')) IN (CAST(CASE s WHEN '1e3' THEN 'a%' WHEN x'' THEN -1 ELSE '3' END AS BLOB), s))", 2, k646 },
  { "(s, t) -> substring(format('%d', CASE trim('abc', s) WHEN s THEN iif('2.5', s, -0.0) WHEN instr(s, 'AbC') THEN s ELSE max(t COLLATE NOCASE, 'x') END), 5, NULL)", 2, k647 },
  { "(s, t) -> max(instr(t, s), round(s), s)", 2, k648 },
  { "(s, t) -> (NOT t || length(1.0)) LIKE '%\134_%' ESCAPE '\134'", 2, k649 },
  { "(s, t) -> nullif(like('', 1.0), (unicode(0) LIKE '%c' ESCAPE '\134') % (x''))", 2, k650 },
  { "(s, t) -> replace(hex(like('%', 3)), length(t), NULL) LIKE '%_%' ESCAPE '\134'", 2, k651 },
  { "(s, t) -> CASE WHEN max(CAST(s AS NUMERIC), iif(' ', '\303\251\346\227\245', 'abc') COLLATE RTRIM) THEN typeof(0) >> (t NOT IN (s, t)) ELSE iif(1e15 NOT LIKE '%\346\227\245%', instr(s, ' '), nullif(x'', ' ')) END", 2, k652 },
  { "(s, t) -> (t GLOB t) LIKE '%\134_%'", 2, k653 },
  { "(s, t) -> nullif(iif(x'6162', t, s), 1.0 == t)", 2, k654 },
  { "(s, t) -> CASE s LIKE '' ESCAPE '\134' WHEN s THEN substr('1e3', 0, -2) WHEN NOT '\303\251\346\227\245' THEN 0.1 ELSE (-9223372036854775807) IS NULL END", 2, k655 },
  { "(s, t) -> min(substr(9223372036854775807, -1), CASE t WHEN s THEN ' 12 ' WHEN x'6162' THEN t ELSE '\303\251\346\227\245' END, s)", 2, k656 },
  { "(s, t) -> t BETWEEN t AND ' '", 2, k657 },
  { "(s, t) -> max((s * s) COLLATE NOCASE, s >> s)", 2, k658 },
  { "(s, t) -> CAST(-trim(t LIKE '%_%' ESCAPE '\134', '' + s) AS REAL)", 2, k659 },
  { "(s, t) -> 2 > s", 2, k660 },
  { "(s, t) -> 7", 2, k661 },
  { "(s, t) -> s NOT IN (instr(t IS NOT NULL, max(s COLLATE NOCASE, '\303\251\346\227\245')), NULL)", 2, k662 },
  { "(s, t) -> '3' IN ('0x1F', s) << length(1)", 2, k663 },
  { "(s, t) -> char(NULL, unicode(instr('AbC', -9223372036854775807)))", 2, k664 },
  { "(s, t) -> like(lower(t), substring('\303\251\346\227\245' NOT LIKE 'a%', -1, 64))", 2, k665 },
  { "(s, t) -> nullif(instr(t, -1), CAST(s AS TEXT)) NOT LIKE t", 2, k666 },
  { "(s, t) -> rtrim(nullif(round('0x1F', -9223372036854775807), like('x%', s) IS NOT ('%' AND s)))", 2, k667 },
  { "(s, t) -> nullif((s LIKE t) + min(s, s), like(lower(t), round('a%', '2')))", 2, k668 },
  { "(s, t) -> replace(trim(t GLOB upper(t), instr('%', s)), s + t, '') - CAST(t AS REAL)", 2, k669 },
  { "(s, t) -> trim(t)", 2, k670 },
  { "(s, t) -> like('%x', max(s, t))", 2, k671 },
  { "(s, t) -> char(233, unicode(ifnull(s, s)))", 2, k672 },
  { "(s, t) -> ifnull(CAST('-0' OR (s COLLATE BINARY >= '1abc') AS TEXT), typeof(rtrim(+t)))", 2, k673 },
  { "(s, t) -> replace(instr(t, t), length(s), 1)", 2, k674 },
  { "(s, t) -> char(65, unicode(s))", 2, k675 },
  { "(s, t) -> iif(substring(s, 9223372036854775807, NULL), like(lower(t), t), 1e15 NOT IN (s, s)) IN (x'', t)", 2, k676 },
  { "(s, t) -> like('%c', abs(s))", 2, k677 },
  { "(s, t) -> max(CASE WHEN trim(-9223372036854775807, 2.5) THEN lower(NULL) END, min(((x'6162') COLLATE RTRIM > s) COLLATE RTRIM, replace(1e15, s, ''))) LIKE ''", 2, k678 },
  { "(s, t) -> (CASE s WHEN '1e3' THEN CASE WHEN '\303\251\346\227\245' THEN s ELSE t END WHEN '1abc' NOT LIKE 'abc' THEN s ELSE 1e15 IN (' ', s) END) NOT GLOB t", 2, k679 },
  { "(s, t) -> hex(' 12 ')", 2, k680 },
  { "(s, t) -> min(round(s) COLLATE NOCASE, abs(s))", 2, k681 },
  { "(s, t) -> (s NOT GLOB '*\346\227\245*') <= (s IS NOT NULL)", 2, k682 },
  { "(s, t) -> quote(100)", 2, k683 },
  { "(s, t) -> iif(t, CASE s > s WHEN t THEN instr(s, '_') WHEN nullif(0, t) THEN x'6162' ELSE iif('3', t, s) END, (s NOT BETWEEN t AND ' ') << char(1114112, unicode(s))) IN (substr(iif(instr('_', t), char(65, unicode('3')), NOT (-1)), 5, -1), s)", 2, k684 },
  { "(s, t) -> (format('%X', s) == max(t, t)) COLLATE NOCASE <= rtrim(s - s, 9223372036854775807 IN (s, ' '))", 2, k685 },
  { "(s, t) -> rtrim(t IS NULL, '3' BETWEEN t AND t) NOT IN (substring(s LIKE '%\303\226%' ESCAPE '\134', 1), t)", 2, k686 },
  { "(s, t) -> char(-1, unicode(substring(iif(s NOTNULL, replace('1abc', 'x', '\303\251'), hex(0)), -2, 1)))", 2, k687 },
  { "(s, t) -> CASE like('%\303\226%', lower('0x1F')) WHEN -1 THEN substr('3', 3) WHEN NOT '1e3' THEN s ELSE abs(t) - unicode('-0') END", 2, k688 },
  { "(s, t) -> CAST(length(t) AS REAL) NOTNULL", 2, k689 },
  { "(s, t) -> (hex(3 >> 0.1) / substr(CAST(t AS REAL), 2)) BETWEEN (NOT ((t COLLATE NOCASE <= s) GLOB '*')) AND s", 2, k690 },
  { "(s, t) -> upper(ltrim(unicode(abs(s)), 2 LIKE 'abc' ESCAPE '\134'))", 2, k691 },
  { "(s, t) -> like('x%', s - (t OR '%' <= '\303\251\346\227\245'))", 2, k692 },
  { "(s, t) -> round('x' NOT BETWEEN t AND 100)", 2, k693 },
  { "(s, t) -> rtrim(round(9223372036854775807 NOT LIKE '%\346\227\245%'), 'a%' NOTNULL)", 2, k694 },
  { "(s, t) -> char(0x1F600, unicode(t LIKE '_' ESCAPE '\134'))", 2, k695 },
  { "(s, t) -> substr(rtrim(s > 0.1), 2)", 2, k696 },
  { "(s, t) -> min(substring('', NULL), min(s, s, 'x'))", 2, k697 },
  { "(s, t) -> CAST((t AND ' ') COLLATE NOCASE IS 0.1 AS TEXT)", 2, k698 },
  { "(s, t) -> nullif(printf('%+05d', s) COLLATE NOCASE, unicode(-1))", 2, k699 },
  { "(s, t) -> replace('-0', max('x', ''), 'XY')", 2, k700 },
  { "(s, t) -> abs(upper('x' <= '0x1F'))", 2, k701 },
  { "(s, t) -> max(max(s COLLATE NOCASE, s) NOT IN (t, s), iif(min(0, ' 12 '), nullif(s COLLATE RTRIM, 'AbC'), '3')) COLLATE NOCASE <= s", 2, k702 },
  { "(s, t) -> s > CAST(NULL AS REAL)", 2, k703 },
  { "(s, t) -> max(CASE WHEN s THEN s END, format('%.3s', t))", 2, k704 },
  { "(s, t) -> substr(nullif(1e15, t), 1)", 2, k705 },
  { "(s, t) -> trim(char(NULL, unicode(CASE '%' IS NULL WHEN '_' THEN s COLLATE NOCASE > s WHEN nullif(t, 'abc') THEN s ELSE s NOT NULL END)), nullif(t, s))", 2, k706 },
  { "(s, t) -> substr(ltrim(s, t), -1)", 2, k707 },
  { "(s, t) -> (replace(t, 'a%', 'XY') NOT IN (CASE s WHEN s THEN s WHEN 7 THEN t ELSE 100 END, 0.1)) % unicode(nullif(s, s))", 2, k708 },
  { "(s, t) -> unicode(s) ISNULL", 2, k709 },
  { "(s, t) -> hex(rtrim(coalesce('2.5', s), upper(' 12 ')))", 2, k710 },
  { "(s, t) -> -quote('_')", 2, k711 },
  { "(s, t) -> min(0.1, t COLLATE NOCASE) NOT IN (7 NOT GLOB '*x', s)", 2, k712 },
  { "(s, t) -> lower(hex(t))", 2, k713 },
  { "(s, t) -> NOT printf('%s', '') << CASE WHEN s COLLATE RTRIM >= t THEN min(1.0 COLLATE RTRIM, s) ELSE -t END", 2, k714 },
  { "(s, t) -> typeof(s) NOT IN (CASE s WHEN t THEN hex(1.0) WHEN s THEN ' 12 ' ELSE max(CASE s WHEN s THEN s WHEN ' ' THEN s ELSE s END, -3.75) END, s)", 2, k715 },
  { "(s, t) -> quote(substr(x'6162', 2)) != round(s NOT BETWEEN s AND 3)", 2, k716 },
  { "(s, t) -> max(ltrim(CAST(t AS BLOB), ltrim(s)) COLLATE NOCASE, 'AbC') NOT BETWEEN hex(length(rtrim(-9223372036854775807, 'AbC'))) AND (-9223372036854775807)", 2, k717 },
  { "(s, t) -> CASE substring(NOT 1e15, -9223372036854775807) WHEN 7 THEN round(printf('%012.3f', t)) WHEN CASE WHEN substring(s, 3) THEN 'x' LIKE t ESCAPE '\134' ELSE hex(t) END THEN s ELSE '-0' END", 2, k718 },
  { "(s, t) -> substr(substring(lower(s), 5, 9223372036854775807), '2', 1.5)", 2, k719 },
  { "(s, t) -> CASE trim('x', typeof(s)) WHEN s THEN +max(min(7, t COLLATE NOCASE), (NOT s) COLLATE NOCASE) WHEN CAST(s AS BLOB) LIKE t THEN x'' ELSE ((CASE WHEN 2 THEN s END) COLLATE BINARY >= instr(s, t)) > rtrim(t) END", 2, k720 },
  { "(s, t) -> min(round(s), typeof('%'), t)", 2, k721 },
  { "(s, t) -> max(quote(s >= '1e3'), char(1114112, unicode(max(7 COLLATE NOCASE, -1))) COLLATE RTRIM) LIKE ''", 2, k722 },
  { "(s, t) -> char(1114112, unicode(s))", 2, k723 },
  { "(s, t) -> unicode((NOT 100) NOT BETWEEN t AND (x'6162'))", 2, k724 },
  { "(s, t) -> substring(t, 1) NOT LIKE '%\303\226%'", 2, k725 },
  { "(s, t) -> x''", 2, k726 },
  { "(s, t) -> hex(CAST(iif('AbC', s, t) AS BLOB))", 2, k727 },
  { "(s, t) -> +iif(CAST(abs('abc') AS INTEGER), char(65, unicode(length(s))), abs(max('abc', t)))", 2, k728 },
  { "(s, t) -> NOT round(abs(t))", 2, k729 },
  { "(s, t) -> quote(CASE t WHEN s THEN -3.75 WHEN ' 12 ' THEN s ELSE t END)", 2, k730 },
  { "(s, t) -> (CASE WHEN t AND t THEN substring(s, -9223372036854775807, 3) ELSE '3' >= s END) IS NULL", 2, k731 },
  { "(s, t) -> printf('%q', (NOT s) IN (0, 'a%'))", 2, k732 },
  { "(s, t) -> upper(CAST(' 12 ' AS REAL))", 2, k733 },
  { "(s, t) -> ('1e3' IN (s, 0)) NOTNULL", 2, k734 },
  { "(s, t) -> min(t | 1, substr(7, 9223372036854775807), t)", 2, k735 },
  { "(s, t) -> printf('%s', x'6162') COLLATE NOCASE >= t", 2, k736 },
  { "(s, t) -> 'a%' + rtrim(round(s, -1))", 2, k737 },
  { "(s, t) -> substring(round(t, 2), 9223372036854775807, '2')", 2, k738 },
  { "(s, t) -> hex(like('%', coalesce(3, 1) LIKE t))", 2, k739 },
  { "(s, t) -> min(abs(CASE t WHEN 0.1 THEN t WHEN '0x1F' THEN NULL ELSE s END) AND '1e3', (((CASE s WHEN s THEN s WHEN NULL THEN 9223372036854775807 ELSE 9223372036854775807 END) COLLATE RTRIM != (s BETWEEN t AND s)) NOT LIKE 'x%') COLLATE NOCASE)", 2, k740 },
  { "(s, t) -> t NOT IN (upper((s < s) IN (format('%X', t), 1e15)), -1)", 2, k741 },
  { "(s, t) -> unicode(quote('1e3'))", 2, k742 },
  { "(s, t) -> abs(' 12 ' NOT GLOB '[!a]*') NOT IN (-0.0, 7)", 2, k743 },
  { "(s, t) -> CASE WHEN length(s) THEN t END", 2, k744 },
  { "(s, t) -> abs(max(1.0, s))", 2, k745 },
  { "(s, t) -> lower(length(t)) IS NOT NULL", 2, k746 },
  { "(s, t) -> (CASE t WHEN s THEN '1e3' WHEN '3' THEN t ELSE 'AbC' END) NOTNULL", 2, k747 },
  { "(s, t) -> (substr(t, NULL, 2) % CAST(trim(t) AS BLOB)) NOT GLOB '*'", 2, k748 },
  { "(s, t) -> hex(nullif(s COLLATE RTRIM, t) BETWEEN s AND s)", 2, k749 },
  { "(s, t) -> iif(t IS NOT NULL, round(s != t), iif(' 12 ', NOT NULL, t)) NOT BETWEEN t AND s", 2, k750 },
  { "(s, t) -> like('%\303\226%', 0)", 2, k751 },
  { "(s, t) -> nullif(nullif(like('x%', t), t) COLLATE RTRIM, ifnull(x'', -3.75) LIKE 'x\134%') = char(1114112, unicode(hex(iif(s, -0.0, ''))))", 2, k752 },
  { "(s, t) -> CAST(s COLLATE BINARY > unicode(s NOT BETWEEN 7 AND 1e15) AS INTEGER)", 2, k753 },
  { "(s, t) -> like('%x', abs(s))", 2, k754 },
  { "(s, t) -> quote(round(min(t, 2.5), '2'))", 2, k755 },
  { "(s, t) -> t LIKE '_' ESCAPE '\134'", 2, k756 },
  { "(s, t) -> iif('_', min(NULL COLLATE NOCASE, s) NOT IN (t + 7, t), lower(s) IS NOT NULL)", 2, k757 },
  { "(s, t) -> max(length(s) OR substring(t, 2, '2'), length(ltrim('')))", 2, k758 },
  { "(s, t) -> ((-0.0) LIKE '%\134_%') NOT LIKE '%b%'", 2, k759 },
  { "(s, t) -> trim(2 IS NULL, format('%.*s', -1, s))", 2, k760 },
  { "(s, t) -> ltrim(-0.0)", 2, k761 },
  { "(s, t) -> abs(rtrim(hex(t)) BETWEEN (t LIKE '%x') AND s)", 2, k762 },
  { "(s, t) -> 100", 2, k763 },
  { "(s, t) -> substring(rtrim(s), 9223372036854775807)", 2, k764 },
  { "(s, t) -> max(((s GLOB 'x*') OR max(t, -3.75, s)) COLLATE NOCASE, max('' COLLATE RTRIM, 'AbC') COLLATE BINARY >= ((-1) <> (-3.75)))", 2, k765 },
  { "(s, t) -> replace(ifnull(2, s) COLLATE BINARY > s, char(65, unicode(s)), '\303\251')", 2, k766 },
  { "(s, t) -> round(min(s, t, s), -1)", 2, k767 },
  { "(s, t) -> CASE substr(s, 9223372036854775807, 3) WHEN '3' THEN '1abc' WHEN s || 0 THEN t ELSE s LIKE '%b%' END", 2, k768 },
  { "(s, t) -> substring(length(t - 2.5), -9223372036854775807, 3)", 2, k769 },
  { "(s, t) -> char(-1, unicode(like('%\346\227\245%', t)))", 2, k770 },
  { "(s, t) -> (max(s COLLATE RTRIM, s LIKE 'x\134%' ESCAPE '\134') <> min((' ' NOT GLOB '*[') COLLATE RTRIM, t)) GLOB '*\346\227\245*'", 2, k771 },
  { "(s, t) -> CASE WHEN iif(s, 7, ' 12 ') THEN abs(t) ELSE -(x'6162') END", 2, k772 },
  { "(s, t) -> (t LIKE '%\346\227\245%' ESCAPE '\134') LIKE 'x\134%' ESCAPE '\134'", 2, k773 },
  { "(s, t) -> iif('AbC', 2, s) IS NOT (CASE 7 WHEN s THEN -1 WHEN NULL THEN 9223372036854775807 ELSE t END)", 2, k774 },
  { "(s, t) -> like('%x', ((-0.0) GLOB 'a*') BETWEEN (trim(0, t) NOT LIKE '%b%') AND '-0')", 2, k775 },
  { "(s, t) -> NOT (min(lower(s), unicode(100) COLLATE NOCASE) AND substring(min(s, 2), 0, 5))", 2, k776 },
  { "(s, t) -> round(s, NULL)", 2, k777 },
  { "(s, t) -> max(min(char(0x1F600, unicode(ltrim(s, t))) COLLATE NOCASE, substr('3' AND t, -2)) COLLATE NOCASE, '%')", 2, k778 },
  { "(s, t) -> coalesce(format('%d', s), CASE 1 COLLATE BINARY <= t WHEN s THEN NULL WHEN CASE 3 WHEN 7 THEN s WHEN '' THEN t ELSE '' END THEN s ELSE t END)", 2, k779 },
  { "(s, t) -> substr(('abc' OR hex(x'')) LIKE '%' ESCAPE '\134', '2', 1)", 2, k780 },
  { "(s, t) -> max(s IS NOT NULL, ('abc' GLOB upper(t)) COLLATE NOCASE)", 2, k781 },
  { "(s, t) -> CASE min(t, s, t) WHEN t THEN max('a%', ' 12 ', s) WHEN s <= s THEN -1 ELSE ' 12 ' COLLATE RTRIM <= (-3.75) END", 2, k782 },
  { "(s, t) -> quote(format('%e', +(x'6162')))", 2, k783 },
  { "(s, t) -> (NOT '1e3') * (NOT t)", 2, k784 },
  { "(s, t) -> +typeof(7)", 2, k785 },
  { "(s, t) -> CAST(round(round(min('0x1F', 1e15, '_'))) AS TEXT)", 2, k786 },
  { "(s, t) -> '0x1F' BETWEEN ('AbC' NOT BETWEEN t AND '0x1F') AND ''", 2, k787 },
  { "(s, t) -> hex(iif(t, 1, (s LIKE '%') COLLATE NOCASE >= ifnull(s, x'')))", 2, k788 },
  { "(s, t) -> substring(abs(0), 5)", 2, k789 },
  { "(s, t) -> trim(0.1, ifnull(' ', s))", 2, k790 },
  { "(s, t) -> s > CASE 1.0 WHEN '_' THEN min(('\303\251\346\227\245' || s) COLLATE NOCASE, min(t, 1.0)) WHEN round(substr(-0.0, -2, 2), -1) THEN 'x' ELSE s LIKE 'x%' ESCAPE '\134' END", 2, k791 },
  { "(s, t) -> min(unicode(max(-0.0, 2 COLLATE NOCASE)), -9223372036854775807)", 2, k792 },
  { "(s, t) -> NOT substr(hex(0.1), 2, -1)", 2, k793 },
  { "(s, t) -> format('%e', s)", 2, k794 },
  { "(s, t) -> quote(s)", 2, k795 },
  { "(s, t) -> abs((s BETWEEN (-9223372036854775807) AND t) > t)", 2, k796 },
  { "(s, t) -> char(NULL, unicode(iif(replace(s, '0x1F', '-'), s >= s, '3' BETWEEN 7 AND '_')))", 2, k797 },
  { "(s, t) -> (min(format('%-+9.2e', s) COLLATE NOCASE, quote(s)) NOT BETWEEN (t ISNULL) AND t) NOT LIKE 'A_C'", 2, k798 },
  { "(s, t) -> nullif(nullif(substr(format('%-+9.2e', s), -2) COLLATE NOCASE, NOT (CASE t WHEN t THEN t WHEN t THEN s ELSE 100 END)), abs(s))", 2, k799 },
  { "(s, t) -> nullif(like('', min(ifnull(s, -3.75), ' 12 ')) COLLATE RTRIM, unicode(abs(t NOT IN ('x', s))))", 2, k800 },
  { "(s, t) -> rtrim(instr('abc', '%'), ltrim(t))", 2, k801 },
  { "(s, t) -> nullif(char(-1, unicode(ifnull(t, s) IN (s, s))), NULL)", 2, k802 },
  { "(s, t) -> hex(hex(t))", 2, k803 },
  { "(s, t) -> round(~iif(quote('1e3'), abs('2.5'), t))", 2, k804 },
  { "(s, t) -> abs(-3.75) NOTNULL", 2, k805 },
  { "(s, t) -> instr(char(-1, unicode(3)), x'')", 2, k806 },
  { "(s, t) -> (CASE t WHEN s THEN s WHEN s THEN s ELSE t END) NOT GLOB '*[a-c]*'", 2, k807 },
  { "(s, t) -> -'_'", 2, k808 },
  { "(s, t) -> trim(quote(t NOT BETWEEN replace(s, s, '\303\251') AND t))", 2, k809 },
  { "(s, t) -> '-0'", 2, k810 },
  { "(s, t) -> NOT lower(NULL)", 2, k811 },
  { "(s, t) -> trim(trim('%', '1abc'))", 2, k812 },
  { "(s, t) -> abs(ltrim(like('%b%', min('%' COLLATE NOCASE, s)), upper(-1)))", 2, k813 },
  { "(s, t) -> +(CASE 100 GLOB '\077*' WHEN 0 THEN 100 LIKE '%x' ESCAPE '\134' WHEN 3 THEN t ELSE '' NOT GLOB t END)", 2, k814 },
  { "(s, t) -> lower((iif(1, '\303\251\346\227\245', t) AND (x'')) COLLATE RTRIM > CAST(NULL || ' 12 ' AS TEXT))", 2, k815 },
  { "(s, t) -> typeof(('\303\251\346\227\245' IS NULL) BETWEEN typeof(s LIKE '%_%' ESCAPE '\134') AND s)", 2, k816 },
  { "(s, t) -> substr('0x1F' LIKE '_' ESCAPE '\134', 1)", 2, k817 },
  { "(s, t) -> ltrim(x'' + t)", 2, k818 },
  { "(s, t) -> substring(s % max('_', '\303\251\346\227\245', t), 3, -9223372036854775807)", 2, k819 },
  { "(s, t) -> unicode('') LIKE '%\303\226%'", 2, k820 },
  { "(s, t) -> length(~s)", 2, k821 },
  { "(s, t) -> min(iif(iif(s, t, '_') << substring(t, 3, 0), ltrim(instr('abc', x'6162')), char(1114112, unicode(CASE s WHEN '' THEN 'AbC' WHEN s THEN s ELSE ' 12 ' END))), (trim(1, s) != 9223372036854775807) NOT GLOB '*\346\227\245*')", 2, k822 },
  { "(s, t) -> substring('' IN (-1, t), '2')", 2, k823 },
  { "(s, t) -> NOT instr(s, 7 <= s)", 2, k824 },
  { "(s, t) -> round(coalesce(length(instr(s, s)), s))", 2, k825 },
  { "(s, t) -> CASE round(s) WHEN 'x' THEN ltrim(s, s) WHEN ' ' <= 100 THEN x'' ELSE nullif(' ', 100) END", 2, k826 },
  { "(s, t) -> (t BETWEEN substring(t, 1, 64) AND s) COLLATE RTRIM != ' 12 '", 2, k827 },
  { "(s, t) -> CASE WHEN min(printf('%10.4e', -9223372036854775807) IN (lower(t), t), quote(t) COLLATE RTRIM) THEN lower('') ELSE max(('AbC' LIKE '_b_' ESCAPE '\134') BETWEEN (s COLLATE NOCASE >= s) AND 2.5, ~replace(t, t, 'XY'), t) END", 2, k828 },
  { "(s, t) -> rtrim(length(substr('3', 1, 0)))", 2, k829 },
  { "(s, t) -> (t <> (-9223372036854775807)) COLLATE NOCASE < '1e3'", 2, k830 },
  { "(s, t) -> iif(round(s), printf('%e', s), max(t COLLATE RTRIM, 100))", 2, k831 },
  { "(s, t) -> like('_', rtrim(abs(s)))", 2, k832 },
  { "(s, t) -> iif(s, char(0x1F600, unicode(t)), t NOT GLOB '*\346\227\245*')", 2, k833 },
  { "(s, t) -> instr(char(65, unicode(t)), s NOT LIKE 'x%')", 2, k834 },
  { "(s, t) -> ((t NOT BETWEEN s AND s) NOT NULL) IN (max((+t) COLLATE NOCASE, s), s)", 2, k835 },
  { "(s, t) -> quote(round(abs(0.1), 1.5) NOT IN (s, 'abc'))", 2, k836 },
  { "(s, t) -> max(rtrim(2, char(1114112, unicode(s))), iif(t, max(s, (' ' % s) COLLATE NOCASE), t) COLLATE RTRIM)", 2, k837 },
  { "(s, t) -> (substring(t, -9223372036854775807, 2) IN (min(s COLLATE NOCASE, t), s)) GLOB '[a-]*'", 2, k838 },
  { "(s, t) -> substring(~9223372036854775807, 9223372036854775807, -1)", 2, k839 },
  { "(s, t) -> rtrim(max(s, t COLLATE RTRIM))", 2, k840 },
  { "(s, t) -> char(1114112, unicode(abs(instr(t, s))))", 2, k841 },
  { "(s, t) -> hex(s) OR substr(2.5, 1.5)", 2, k842 },
  { "(s, t) -> unicode(ifnull(quote(s), unicode(-3.75)))", 2, k843 },
  { "(s, t) -> like('%', CASE WHEN ltrim('%' LIKE '%\134_%' ESCAPE '\134', -s) THEN s ELSE s END)", 2, k844 },
  { "(s, t) -> CASE ' 12 ' NOT BETWEEN iif('_', s, s) AND s WHEN '-0' THEN round(instr(9223372036854775807, s), 9223372036854775807) WHEN instr(s OR (-1), CAST('x' AS REAL)) THEN '\303\251\346\227\245' ELSE 'AbC' END", 2, k845 },
  { "(s, t) -> s < (t NOT NULL)", 2, k846 },
  { "(s, t) -> like('%_%', CAST(min(max(s COLLATE NOCASE, t), min(s COLLATE NOCASE, t), '\303\251\346\227\245') AS BLOB))", 2, k847 },
  { "(s, t) -> like('%x', (CASE WHEN hex(9223372036854775807) THEN CASE s WHEN -9223372036854775807 THEN '2.5' WHEN t THEN -9223372036854775807 ELSE t END ELSE iif(-3.75, t, s) END) LIKE '')", 2, k848 },
  { "(s, t) -> CASE round(ifnull(t, t)) WHEN NULL THEN s WHEN '-0' THEN x'' ELSE upper(substr(s, 5, 2)) END", 2, k849 },
  { "(s, t) -> substring(t NOT BETWEEN 1e15 AND 'a%', -9223372036854775807)", 2, k850 },
  { "(s, t) -> nullif(rtrim(char(NULL, unicode(s)), '1e3' AND t), CAST(rtrim(1e15) AS REAL))", 2, k851 },
  { "(s, t) -> max(instr(hex(' 12 '), CASE WHEN 2.5 THEN t ELSE s END) COLLATE NOCASE, unicode(substr(t, '2')))", 2, k852 },
  { "(s, t) -> abs(2)", 2, k853 },
  { "(s, t) -> substr(t, 2, NULL) > t BETWEEN t AND s", 2, k854 },
  { "(s, t) -> NOT lower(t)", 2, k855 },
  { "(s, t) -> nullif(' ', t COLLATE NOCASE >= 3)", 2, k856 },
  { "(s, t) -> round(typeof(t LIKE '%\134_%' ESCAPE '\134')) GLOB 'x*'", 2, k857 },
  { "(s, t) -> abs(rtrim(s))", 2, k858 },
  { "(s, t) -> replace(t, s, '-') <> (+s)", 2, k859 },
  { "(s, t) -> ifnull(rtrim(nullif(s, 'abc')), s)", 2, k860 },
  { "(s, t) -> NOT unicode(length(0))", 2, k861 },
  { "(s, t) -> hex(max('', 7 COLLATE NOCASE))", 2, k862 },
  { "(s, t) -> char(233, unicode(max(t | s, (x'') COLLATE NOCASE))) NOT LIKE '%\346\227\245%'", 2, k863 },
  { "(s, t) -> format('%g', -3.75)", 2, k864 },
  { "(s, t) -> ((CASE WHEN instr(t, s) THEN s ELSE 7 << ' ' END) IN (t, '3')) NOT IN (min(iif(round('2.5', 64), s, s LIKE '%_%'), 0.1), s)", 2, k865 },
  { "(s, t) -> CAST(NOT iif(2.5, s, 'x') AS NUMERIC)", 2, k866 },
  { "(s, t) -> format('%.3s', abs(CASE WHEN abs(NULL) THEN round(-1, '2') ELSE abs(9223372036854775807) END))", 2, k867 },
  { "(s, t) -> round(NOT 7)", 2, k868 },
  { "(s, t) -> iif((s BETWEEN '-0' AND t) OR hex(''), like('_b_', t) || instr(1.0, t), -((x'6162') = s))", 2, k869 },
  { "(s, t) -> CASE format('%s', 3 NOT BETWEEN '0x1F' AND t) GLOB '*' WHEN s THEN CAST(CAST(upper(-1) AS REAL) AS INTEGER) WHEN min(substr(t, -2) LIKE t ESCAPE '\134', replace(s >= 'abc', trim('1e3'), '-')) THEN t ELSE s % (nullif(s, s) AND unicode(s)) END", 2, k870 },
  { "(s, t) -> lower(s) IS NOT t", 2, k871 },
  { "(s, t) -> length(abs(0))", 2, k872 },
  { "(s, t) -> substring(min(t, s), t, -9223372036854775807)", 2, k873 },
  { "(s, t) -> lower((typeof(t) >> (1e15 COLLATE RTRIM >= t)) NOT IN (quote(s), '1e3'))", 2, k874 },
  { "(s, t) -> unicode(CAST(t AS REAL))", 2, k875 },
  { "(s, t) -> '3'", 2, k876 },
  { "(s, t) -> CAST(t AS REAL) < (NOT s)", 2, k877 },
  { "(s, t) -> quote(trim(t, NULL))", 2, k878 },
  { "(s, t) -> '_' LIKE lower(t) ESCAPE '\134' != min(s, 3 COLLATE NOCASE)", 2, k879 },
  { "(s, t) -> lower('-0')", 2, k880 },
  { "(s, t) -> lower('x') COLLATE RTRIM >= nullif(t COLLATE NOCASE, 100)", 2, k881 },
  { "(s, t) -> format('%s-%s', unicode(min(max(t, t COLLATE RTRIM), s COLLATE NOCASE)), hex(nullif('-0', -3.75)) BETWEEN instr(s % t, t || 'abc') AND s)", 2, k882 },
  { "(s, t) -> like(t, CASE '1e3' WHEN s THEN 0 WHEN s THEN t ELSE s END)", 2, k883 },
  { "(s, t) -> nullif((ltrim('0x1F', '0x1F') IS NOT NULL) COLLATE NOCASE, nullif(t, s) BETWEEN '' AND s) IS NOT NULL", 2, k884 },
  { "(s, t) -> round(round(100 OR s, -2) AND like(t, t))", 2, k885 },
  { "(s, t) -> typeof((-1) COLLATE NOCASE > abs(coalesce(s, '_')))", 2, k886 },
  { "(s, t) -> nullif((s & s) COLLATE NOCASE, min('3' COLLATE NOCASE, '1e3'))", 2, k887 },
  { "(s, t) -> instr(CASE WHEN ltrim(-0.0) THEN s ELSE CASE WHEN s THEN 'x' ELSE t END END, CASE WHEN s THEN 'abc' ELSE s END)", 2, k888 },
  { "(s, t) -> upper(t) NOT GLOB t", 2, k889 },
  { "(s, t) -> replace(s, '2.5' || 'abc', 'XY')", 2, k890 },
  { "(s, t) -> iif(('' IS NULL) GLOB '*x', (NOT t) NOTNULL, instr(t, 2) BETWEEN (t NOT LIKE lower(t)) AND t)", 2, k891 },
  { "(s, t) -> CAST(nullif(char(233, unicode(x'')), min(t, s COLLATE NOCASE) NOT GLOB '[a-]*') AS INTEGER)", 2, k892 },
  { "(s, t) -> nullif(s, 1.0)", 2, k893 },
  { "(s, t) -> trim(9223372036854775807)", 2, k894 },
  { "(s, t) -> abs(s) == lower(~'')", 2, k895 },
  { "(s, t) -> format('% d|%-6i|', trim(coalesce(100 < NULL, s)), s)", 2, k896 },
  { "(s, t) -> typeof(s)", 2, k897 },
  { "(s, t) -> char(0, unicode(length(2)))", 2, k898 },
  { "(s, t) -> (CASE WHEN substring(0, 2) THEN '1abc' LIKE '%b%' ESCAPE '\134' ELSE lower('') END) % s", 2, k899 },
  { "(s, t) -> replace(nullif(' ', '-0'), 1 NOT NULL, '-') IS NOT NULL", 2, k900 },
  { "(s, t) -> unicode(s NOT BETWEEN s AND '1e3')", 2, k901 },
  { "(s, t) -> coalesce(round(s, 1), typeof(s)) == substring(t, 64, NULL)", 2, k902 },
  { "(s, t) -> 1 LIKE '%c' ESCAPE '\134'", 2, k903 },
  { "(s, t) -> max(NULL, unicode('%'))", 2, k904 },
  { "(s, t) -> trim('a%')", 2, k905 },
  { "(s, t) -> NOT ((t >> '2.5') NOT LIKE '%c')", 2, k906 },
  { "(s, t) -> unicode(1)", 2, k907 },
  { "(s, t) -> s IS NOT ' 12 ' < max(s, t COLLATE NOCASE)", 2, k908 },
  { "(s, t) -> +(NOT max(instr(0.1, 1e15), ' ', t))", 2, k909 },
  { "(s, t) -> coalesce(CAST(s LIKE t ESCAPE '\134' AS TEXT), rtrim(iif(s, s, t))) IS NOT NULL", 2, k910 },
  { "(s, t) -> substring(coalesce('%', s) NOT BETWEEN replace('1e3', '1e3', NULL) AND '%', -1)", 2, k911 },
  { "(s, t) -> abs(s GLOB t)", 2, k912 },
  { "(s, t) -> hex('3' | ifnull(t, ''))", 2, k913 },
  { "(s, t) -> unicode('a%')", 2, k914 },
  { "(s, t) -> coalesce(s, upper(s IS NULL) > round(0))", 2, k915 },
  { "(s, t) -> trim(iif(t, 'x', -9223372036854775807) IS NOT t)", 2, k916 },
  { "(s, t) -> char(-1, unicode(t % s))", 2, k917 },
  { "(s, t) -> trim(3)", 2, k918 },
  { "(s, t) -> (min(s, ' 12 ', 1e15) LIKE 'A_C' ESCAPE '\134') NOT LIKE 'A_C'", 2, k919 },
  { "(s, t) -> like(lower(t), CASE WHEN 'a%' THEN 1.0 ELSE 1 END)", 2, k920 },
  { "(s, t) -> nullif((upper(NULL) NOTNULL) COLLATE NOCASE, CAST(t AS BLOB) | replace(t, s, '\303\251'))", 2, k921 },
  { "(s, t) -> iif(iif(0.1, 0, 2), '0x1F', s * 2.5) GLOB '*'", 2, k922 },
  { "(s, t) -> round(rtrim(substring(substr(s, 9223372036854775807), '2', -9223372036854775807), t IN (t, '1abc')))", 2, k923 },
  { "(s, t) -> max(like('%\134_%', hex(1e15 NOT BETWEEN s AND t)), like('%b%', replace((-9223372036854775807) GLOB '[a-]*', NOT '0x1F', '\303\251')))", 2, k924 },
  { "(s, t) -> substring(coalesce(s, '\303\251\346\227\245'), 1.5) NOT IN (s NOT IN (x'', t) >> round(2.5), 0)", 2, k925 },
  { "(s, t) -> instr(CAST(7 AS NUMERIC), min(s, s))", 2, k926 },
  { "(s, t) -> min(NULL, s COLLATE RTRIM)", 2, k927 },
  { "(s, t) -> min(char(-1, unicode(ltrim(abs(NULL)))) COLLATE RTRIM, replace(upper(CAST(s AS INTEGER)), upper(s), '\303\251'))", 2, k928 },
  { "(s, t) -> CASE WHEN iif(format('%012.3f', s), substring(9223372036854775807, -2), '') THEN round(instr(t, s)) ELSE NOT (t NOT LIKE 'abc') END", 2, k929 },
  { "(s, t) -> substring(0, 1.5)", 2, k930 },
  { "(s, t) -> ((x'6162') NOT BETWEEN '1abc' AND (x'6162')) LIKE 'a%' ESCAPE '\134'", 2, k931 },
  { "(s, t) -> round(ifnull(' ', '1e3'), 5)", 2, k932 },
  { "(s, t) -> typeof('_')", 2, k933 },
  { "(s, t) -> substring(upper(s), 1.5, -2)", 2, k934 },
  { "(s, t) -> CASE quote(rtrim(s, -0.0) & t) WHEN x'' THEN round(abs(s), 64) NOT BETWEEN s AND 1 WHEN replace(replace(CASE x'6162' WHEN s THEN 'x' WHEN s THEN '' ELSE t END, s LIKE '' ESCAPE '\134', 'XY'), nullif(100, s), '\303\251') THEN 1e15 ELSE min(ifnull(t COLLATE RTRIM = t, max(-0.0, t COLLATE NOCASE)), unicode('%') IS NOT NULL, t) END", 2, k935 },
  { "(s, t) -> hex(coalesce((-9223372036854775807) LIKE '%\134_%', substring(1.0, -2, 3)))", 2, k936 },
  { "(s, t) -> CASE replace(t & t, t, 1) COLLATE RTRIM = substring('\303\251\346\227\245' - t, 64) WHEN t THEN (round(1.0, -1) = min('%', -9223372036854775807)) <> substr(length(t), 64) WHEN 2.5 IS NOT 7 THEN t ELSE max(s, (nullif(s, -3.75) LIKE '%c' ESCAPE '\134') COLLATE RTRIM) END", 2, k937 },
  { "(s, t) -> like(lower(t), s LIKE 'A_C' ESCAPE '\134')", 2, k938 },
  { "(s, t) -> quote(unicode(max('AbC', t COLLATE BINARY > 'a%')))", 2, k939 },
  { "(s, t) -> ifnull(rtrim(unicode(t), s <> '%'), substring('0x1F' COLLATE BINARY < s, 1))", 2, k940 },
  { "(s, t) -> iif((upper('AbC') + (CASE s WHEN -9223372036854775807 THEN t WHEN NULL THEN s ELSE 1e15 END)) COLLATE NOCASE IS (t COLLATE NOCASE >= (t COLLATE NOCASE != t)), nullif(substring(t, -9223372036854775807) COLLATE NOCASE, char(NULL, unicode(s))) AND s, -typeof(coalesce(t, t)))", 2, k941 },
  { "(s, t) -> printf('%012.3f', t BETWEEN 'a%' AND '3')", 2, k942 },
  { "(s, t) -> replace(instr('-0', '3'), (-9223372036854775807) OR t, 'XY')", 2, k943 },
  { "(s, t) -> substr(t, 1.5) LIKE '' ESCAPE '\134'", 2, k944 },
  { "(s, t) -> instr(round(t, 0), quote(t))", 2, k945 },
  { "(s, t) -> replace(NOT s, '0x1F' IS NULL, NULL) GLOB t", 2, k946 },
  { "(s, t) -> ~min(CAST(0.1 AS REAL), s COLLATE RTRIM)", 2, k947 },
  { "(s, t) -> max('\303\251\346\227\245', s COLLATE NOCASE) > max(-9223372036854775807, 'x')", 2, k948 },
  { "(s, t) -> hex(trim(3, hex('x')))", 2, k949 },
  { "(s, t) -> 'AbC'", 2, k950 },
  { "(s, t) -> ltrim(nullif(max(t, 1.0), lower(t)), replace(' 12 ', t, '-')) NOT GLOB '*'", 2, k951 },
  { "(s, t) -> ((-9223372036854775807) = (-0.0)) BETWEEN ((-0.0) IN (t, 'abc')) AND t", 2, k952 },
  { "(s, t) -> coalesce(CAST(s AS NUMERIC) NOT BETWEEN iif(s, 3, '_') AND (-0.0), s = char(0x1F600, unicode(s)))", 2, k953 },
  { "(s, t) -> ltrim(instr(2.5, s) NOT GLOB '*', '-0')", 2, k954 },
  { "(s, t) -> trim(max(t, '%'))", 2, k955 },
  { "(s, t) -> CASE rtrim(CAST(' ' AS REAL)) WHEN s THEN NOT s WHEN replace(typeof(s), min(1 COLLATE NOCASE, s), NULL) THEN s ELSE -9223372036854775807 END", 2, k956 },
  { "(s, t) -> substring(CASE WHEN CASE WHEN CASE WHEN NULL THEN NULL ELSE '1abc' END THEN substring(9223372036854775807, 2) ELSE quote(-9223372036854775807) END THEN ' ' ELSE hex(s) >= (NOT 100) END, '2')", 2, k957 },
  { "(s, t) -> (s NOT GLOB '[^a]*') NOTNULL * -9223372036854775807", 2, k958 },
  { "(s, t) -> CASE instr(s, s) WHEN '-0' THEN t LIKE lower(t) WHEN s THEN s ELSE s LIKE '%' END", 2, k959 },
  { "(s, t) -> instr(9223372036854775807, ltrim('abc', ''))", 2, k960 },
  { "(s, t) -> max(-9223372036854775807, abs(NOT max(-1, 2.5 COLLATE RTRIM)))", 2, k961 },
  { "(s, t) -> substr(s LIKE '%\303\226%' ESCAPE '\134', 9223372036854775807)", 2, k962 },
  { "(s, t) -> substr(coalesce('x', 1.0), 5, 64)", 2, k963 },
  { "(s, t) -> length(CASE WHEN t AND (-3.75) THEN NULL BETWEEN 'a%' AND s ELSE s END)", 2, k964 },
  { "(s, t) -> ((t IS NOT NULL) COLLATE BINARY < s) NOT GLOB 'x*'", 2, k965 },
  { "(s, t) -> (NOT round(nullif(0.1, 'abc'))) LIKE 'x%' ESCAPE '\134'", 2, k966 },
  { "(s, t) -> max(hex(''), upper('a%') COLLATE NOCASE)", 2, k967 },
  { "(s, t) -> (upper(x'') COLLATE BINARY IS (NOT s)) LIKE 'x%' ESCAPE '\134'", 2, k968 },
  { "(s, t) -> printf('%#.3g', s NOT LIKE 'x%')", 2, k969 },
  { "(s, t) -> hex(t BETWEEN 'AbC' AND s)", 2, k970 },
  { "(s, t) -> upper(trim(trim(t), CASE WHEN s THEN s ELSE t END))", 2, k971 },
  { "(s, t) -> coalesce(t, upper(max(-1, ' 12 ' COLLATE RTRIM)))", 2, k972 },
  { "(s, t) -> like('%\346\227\245%', quote(length(s)))", 2, k973 },
  { "(s, t) -> upper(t) IS NOT s", 2, k974 },
  { "(s, t) -> abs(char(1114112, unicode(like('_b_', max(t, '3' COLLATE RTRIM)))))", 2, k975 },
  { "(s, t) -> nullif(printf('%.3s', '0x1F'), typeof(('2.5' NOT IN (s, x'')) IS NOT NULL))", 2, k976 },
  { "(s, t) -> substring(t || upper(s), 9223372036854775807)", 2, k977 },
  { "(s, t) -> substring(100, 1.5, -9223372036854775807)", 2, k978 },
  { "(s, t) -> hex(t) - '_'", 2, k979 },
  { "(s, t) -> lower(coalesce(max(s COLLATE RTRIM, 0.1), CAST(t AS REAL)) & (~iif(t, '_', t)))", 2, k980 },
  { "(s, t) -> +(t >> t)", 2, k981 },
  { "(s, t) -> CAST(instr(t, -9223372036854775807) AS NUMERIC)", 2, k982 },
  { "(s, t) -> length(abs(1e15))", 2, k983 },
  { "(s, t) -> quote(s) < 1e15 NOT IN (t, t)", 2, k984 },
  { "(s, t) -> coalesce(CAST(s AS INTEGER), rtrim(s))", 2, k985 },
  { "(s, t) -> t COLLATE NOCASE > (CASE WHEN abs('3') THEN min('2.5' COLLATE RTRIM, -9223372036854775807) ELSE '-0' END)", 2, k986 },
  { "(s, t) -> trim(CASE '-0' + s WHEN -9223372036854775807 THEN CASE s WHEN '2.5' THEN -0.0 WHEN t THEN '-0' ELSE '1e3' END WHEN nullif('%', t) THEN s ELSE '' COLLATE RTRIM < s END, length(1e15))", 2, k987 },
  { "(s, t) -> max(('' NOT LIKE '%x') COLLATE RTRIM, s)", 2, k988 },
  { "(s, t) -> instr(trim(-1, s), t LIKE '%\134_%' ESCAPE '\134')", 2, k989 },
  { "(s, t) -> printf('%x|%o', like('x\134%', '1abc'), '2.5') NOT LIKE '%\303\226%'", 2, k990 },
  { "(s, t) -> 'abc' || CAST(t AS BLOB)", 2, k991 },
  { "(s, t) -> replace(1e15 NOT IN (s, 0), s NOT IN (s, t), '') NOT BETWEEN unicode(format('%d', '1abc')) AND t", 2, k992 },
  { "(s, t) -> substr(typeof(like('', x'')), '2') * (('3' LIKE '%\346\227\245%' ESCAPE '\134') IN ('2.5' ISNULL % round(t), '_'))", 2, k993 },
  { "(s, t) -> printf('%5.2f', 'a%')", 2, k994 },
  { "(s, t) -> substr(max(NOT lower(0), format('%q', s NOT GLOB upper(t)) COLLATE NOCASE), -9223372036854775807, 2)", 2, k995 },
  { "(s, t) -> lower(1 IN (s, s))", 2, k996 },
  { "(s, t) -> rtrim(length(t))", 2, k997 },
  { "(s, t) -> substring(substring(t >= 100, 0, 64), t, -9223372036854775807)", 2, k998 },
  { "(s, t) -> substring(s >= s, '2', NULL)", 2, k999 },
  { "(s, t) -> max(ltrim(s), t GLOB '\077*')", 2, k1000 },
  { "(s, t) -> hex(instr(min('a%', s, -0.0), 2 NOT GLOB '*\346\227\245*') NOT LIKE 'a%')", 2, k1001 },
  { "(s, t) -> printf('%s-%s', 9223372036854775807, ifnull(CAST(max('AbC', s) AS BLOB), -s * t))", 2, k1002 },
  { "(s, t) -> +(CASE NULL WHEN s THEN 100 WHEN x'6162' THEN 'a%' ELSE x'' END)", 2, k1003 },
  { "(s, t) -> min(min(s, t COLLATE NOCASE) <= ((x'') NOT BETWEEN '3' AND '_'), 'x') OR (~replace(rtrim(t, '\303\251\346\227\245'), char(233, unicode('0x1F')), '-'))", 2, k1004 },
  { "(s, t) -> upper(length(t))", 2, k1005 },
  { "(s, t) -> (lower(t IS NOT NULL) GLOB '[a-]*') < t", 2, k1006 },
  { "(s, t) -> printf('%c', substr(NOT ('%' LIKE '_'), 0, 9223372036854775807))", 2, k1007 },
  { "(s, t) -> abs(substring(1e15, 2, t))", 2, k1008 },
  { "(s, t) -> hex(upper(upper(s)))", 2, k1009 },
  { "(s, t) -> like('', '3' NOT NULL)", 2, k1010 },
  { "(s, t) -> hex(max((0 & s) COLLATE RTRIM, abs(t)))", 2, k1011 },
  { "(s, t) -> instr(3, 'abc' NOT LIKE lower(t))", 2, k1012 },
  { "(s, t) -> round(' ', -9223372036854775807)", 2, k1013 },
  { "(s, t) -> substring(s + (-9223372036854775807), 3, NULL)", 2, k1014 },
  { "(s, t) -> typeof(' 12 ')", 2, k1015 },
  { "(s, t) -> typeof(NULL LIKE 'abc' ESCAPE '\134')", 2, k1016 },
  { "(s, t) -> (ifnull('-0', x'6162') >= trim(' 12 ')) = min(quote(-0.0), (t IS NOT t) COLLATE NOCASE)", 2, k1017 },
  { "(s, t) -> +(2 NOT BETWEEN (('%' & s) <> substr(s, NULL)) AND t)", 2, k1018 },
  { "(s, t) -> instr(100, (-1) IN (s, '-0'))", 2, k1019 },
  { "(s, t) -> coalesce(length(9223372036854775807 IN (s, 100)), s) + length(CASE WHEN substr(s, 1.5) THEN CASE -0.0 WHEN 7 THEN '2.5' WHEN t THEN '_' ELSE s END ELSE abs('a%') END)", 2, k1020 },
  { "(s, t) -> round(s, '2')", 2, k1021 },
  { "(s, t) -> char(65, unicode(round(max(nullif(s, 1), unicode(1e15) COLLATE NOCASE), -9223372036854775807)))", 2, k1022 },
  { "(s, t) -> trim(min(ifnull(min(2, s COLLATE NOCASE), unicode(t)), s COLLATE RTRIM), t)", 2, k1023 },
  { "(s, t) -> lower(3 NOT BETWEEN NULL AND 2) || ('a%' BETWEEN t AND 'a%') IS NOT NULL", 2, k1024 },
  { "(s, t) -> max((ifnull(t, s) % 0 != '_') COLLATE NOCASE, iif(CASE t WHEN 1 THEN '0x1F' WHEN s THEN s ELSE t END, max(s, '_' COLLATE NOCASE), t > t))", 2, k1025 },
  { "(s, t) -> char(NULL, unicode(s NOT BETWEEN 0 AND (x'')))", 2, k1026 },
  { "(s, t) -> CASE WHEN max(upper(t), (s NOT IN ('x', s)) COLLATE NOCASE) THEN instr(t NOTNULL, NOT s) ELSE (' 12 ' < t) NOT IN (min(7, s COLLATE NOCASE), s) END", 2, k1027 },
  { "(s, t) -> round(max(replace(CAST(x'' AS INTEGER), char(NULL, unicode(7)), ''), substr(s, t, 9223372036854775807) COLLATE NOCASE), 3)", 2, k1028 },
  { "(s, t) -> instr(CASE 'a%' WHEN x'' THEN t WHEN s THEN -1 ELSE '_' END, instr('', s)) <> like('%_%', t)", 2, k1029 },
  { "(s, t) -> instr(min(t, 2.5 COLLATE NOCASE), (-3.75) IS NOT NULL)", 2, k1030 },
  { "(s, t) -> rtrim(s) IS t", 2, k1031 },
  { "(s, t) -> nullif(CAST(t AS INTEGER), length(iif('%', s, s))) IS NULL", 2, k1032 },
  { "(s, t) -> '_' IN (replace(x'', s, '-'), '-0')", 2, k1033 },
  { "(s, t) -> instr(9223372036854775807 LIKE lower(t), substring(s, '2'))", 2, k1034 },
  { "(s, t) -> nullif(ifnull((x'') | t, 0.1 NOT IN (-0.0, t)), format('%#.3g', upper(t))) LIKE 'A_C' ESCAPE '\134'", 2, k1035 },
  { "(s, t) -> trim(abs(char(65, unicode(NOT t))))", 2, k1036 },
  { "(s, t) -> nullif(upper(s NOT NULL) COLLATE NOCASE, replace(('3' || 100) % (' ' COLLATE BINARY >= s), 'abc', '\303\251'))", 2, k1037 },
  { "(s, t) -> CAST(CASE WHEN unicode(t) THEN instr(t, t) ELSE nullif(1, 3) END AS BLOB)", 2, k1038 },
  { "(s, t) -> (1 < min(t, 9223372036854775807)) COLLATE BINARY = (format('%5c', 100) IN (s <> NULL, -9223372036854775807))", 2, k1039 },
  { "(s, t) -> substr(CAST(substr(t, 2, t) AS NUMERIC), '2')", 2, k1040 },
  { "(s, t) -> char(1114112, unicode(s NOT BETWEEN s AND s))", 2, k1041 },
  { "(s, t) -> hex(min(rtrim(ifnull(t, '0x1F')), iif(NOT '3', ltrim('1e3', s), t)))", 2, k1042 },
  { "(s, t) -> unicode(lower(t))", 2, k1043 },
  { "(s, t) -> substr(max(s GLOB '*[', ifnull(t, t) COLLATE NOCASE) NOT GLOB '[^a]*', '2')", 2, k1044 },
  { "(s, t) -> -1", 2, k1045 },
  { "(s, t) -> ifnull(round(s), ' ') COLLATE RTRIM != '-0'", 2, k1046 },
  { "(s, t) -> max(substring(substr(1.0, NULL), -2) COLLATE NOCASE, max('_', t COLLATE NOCASE) NOT BETWEEN substr(-9223372036854775807, 2, 9223372036854775807) AND t)", 2, k1047 },
  { "(s, t) -> abs(round('-0'))", 2, k1048 },
  { "(s, t) -> instr(iif(+s, s, lower('_')), 100) BETWEEN (like('a%', hex(t)) NOT IN (typeof(upper('1abc')), 0.1)) AND 1", 2, k1049 },
  { "(s, t) -> s < length(iif(t != s, '1abc' COLLATE NOCASE <= t, printf('%#o', '2.5')))", 2, k1050 },
  { "(s, t) -> CASE substr(2.5, 1) WHEN t THEN substring(t, -1, 64) WHEN t > s THEN s ELSE max(s, t) END", 2, k1051 },
  { "(s, t) -> instr(((-3.75) >> min(s, (x'') COLLATE RTRIM)) IS NOT NULL, substr('x', t, 1))", 2, k1052 },
  { "(s, t) -> CASE WHEN nullif('' NOT IN (s, x'6162'), t IN ('0x1F', x'6162')) THEN rtrim(trim(' ')) END", 2, k1053 },
  { "(s, t) -> ~abs('3')", 2, k1054 },
  { "(s, t) -> CAST(nullif((((x'') GLOB '[a-]*') COLLATE BINARY >= '0x1F') COLLATE RTRIM, substr(t, 2)) AS BLOB)", 2, k1055 },
  { "(s, t) -> t ISNULL", 2, k1056 },
  { "(s, t) -> CASE iif(lower(ltrim('')), -1, s) WHEN s THEN round(t, 3) WHEN t THEN '0x1F' ELSE ' ' END", 2, k1057 },
  { "(s, t) -> instr(-9223372036854775807, CASE WHEN 3 THEN 'a%' END)", 2, k1058 },
  { "(s, t) -> like('A_C', format('%.3s', '2.5' IS NOT s))", 2, k1059 },
  { "(s, t) -> upper(NULL) BETWEEN iif(s, 1, s) AND 1e15", 2, k1060 },
  { "(s, t) -> ~(CASE coalesce(s, NOT s) WHEN t THEN unicode('3') IS (t COLLATE BINARY < t) WHEN round(quote(s), 0) THEN 0 ELSE min(s, s, t) IN (rtrim('1abc', -0.0), t) END)", 2, k1061 },
  { "(s, t) -> CASE hex('abc') WHEN s THEN ifnull(t, s) WHEN unicode(s) THEN '_' ELSE coalesce(s, t) END", 2, k1062 },
  { "(s, t) -> CASE ltrim(unicode(s), hex(NULL)) WHEN s THEN '1abc' WHEN '%' THEN s ELSE 7 LIKE 'a%' ESCAPE '\134' END", 2, k1063 },
  { "(s, t) -> hex(like('%\346\227\245%', 'a%'))", 2, k1064 },
  { "(s, t) -> substr(s, -1, 9223372036854775807)", 2, k1065 },
  { "(s, t) -> min(min(((0.1 COLLATE RTRIM IS s) LIKE lower(t) ESCAPE '\134') COLLATE RTRIM, substr(round(-3.75, 1.5), NULL, -1)), max(printf('%.*s', -9223372036854775807, s), ltrim(length(t)) COLLATE RTRIM) COLLATE NOCASE)", 2, k1066 },
  { "(s, t) -> (t COLLATE RTRIM IS (-1)) LIKE 'abc'", 2, k1067 },
  { "(s, t) -> '3' = s", 2, k1068 },
  { "(s, t) -> rtrim(substring(CAST('' AS TEXT), '2'))", 2, k1069 },
  { "(s, t) -> trim(nullif(printf('%-8s|', t COLLATE BINARY > s) COLLATE RTRIM, rtrim(replace(s, s, 'XY'))), s - '')", 2, k1070 },
  { "(s, t) -> CAST(typeof(s || '1e3') AS REAL) NOT IN (lower(char(0x1F600, unicode('x'))), t)", 2, k1071 },
  { "(s, t) -> printf('%#.3g', '1abc') NOT IN (~t, s)", 2, k1072 },
  { "(s, t) -> ifnull(format('%Q', char(NULL, unicode(t))), iif('' IS NOT NULL, 'a%' | 1, t NOT LIKE 'abc'))", 2, k1073 },
  { "(s, t) -> (s % 1) COLLATE BINARY < s", 2, k1074 },
  { "(s, t) -> CASE WHEN substring('' >> 100, t, '2') THEN replace(ifnull(' ', s), 1.0, 'XY') ELSE lower(typeof('')) END", 2, k1075 },
  { "(s, t) -> abs(2.5 IN ('1e3', -1)) <> s", 2, k1076 },
  { "(s, t) -> unicode((-1) & (max(s, 7, '%') NOT IN (nullif(t, 0), 0.1)))", 2, k1077 },
  { "(s, t) -> s IN (ifnull(hex(-0.0) GLOB t, ((-0.0) COLLATE NOCASE IS s) LIKE 'a%' ESCAPE '\134'), t)", 2, k1078 },
  { "(s, t) -> typeof(s LIKE 'A_C' ESCAPE '\134')", 2, k1079 },
  { "(s, t) -> char(1114112, unicode(2.5)) NOT IN (hex(s NOT BETWEEN t AND 100) & (max(t COLLATE NOCASE, s) BETWEEN (s BETWEEN '-0' AND s) AND '\303\251\346\227\245'), s)", 2, k1080 },
  { "(s, t) -> substring(trim(s ISNULL), '2', '2')", 2, k1081 },
  { "(s, t) -> substring(t, 2) NOT GLOB '[^a]*'", 2, k1082 },
  { "(s, t) -> ((0 LIKE '%c' ESCAPE '\134') <= 'AbC') GLOB '*['", 2, k1083 },
  { "(s, t) -> replace((x'') LIKE 'abc' ESCAPE '\134', '0x1F', '')", 2, k1084 },
  { "(s, t) -> upper('1abc' < t)", 2, k1085 },
  { "(s, t) -> CASE WHEN '3' LIKE '%\303\226%' THEN -1 ELSE unicode(x'') END", 2, k1086 },
  { "(s, t) -> t != t", 2, k1087 },
  { "(s, t) -> nullif(9223372036854775807 - substring(t, 3), (s NOTNULL) NOT NULL) AND ''", 2, k1088 },
  { "(s, t) -> substring(-0.0, NULL) COLLATE BINARY >= ' 12 '", 2, k1089 },
  { "(s, t) -> CASE printf('% d|%-6i|', ' ', t) WHEN 7 THEN printf('%#x', t) WHEN abs(s) THEN -3.75 ELSE ifnull('abc', 1) END", 2, k1090 },
  { "(s, t) -> hex(typeof(s))", 2, k1091 },
  { "(s, t) -> trim(s, 'x')", 2, k1092 },
  { "(s, t) -> hex(nullif(char(0, unicode(s)), nullif(t, 0))) LIKE 'a%' ESCAPE '\134'", 2, k1093 },
  { "(s, t) -> CAST(length(CAST(s AS INTEGER)) AS INTEGER)", 2, k1094 },
  { "(s, t) -> unicode(CAST(' ' GLOB '[^a]*' AS REAL))", 2, k1095 },
  { "(s, t) -> substring(t, 9223372036854775807, 9223372036854775807)", 2, k1096 },
  { "(s, t) -> instr(1e15 NOT NULL, 9223372036854775807 ISNULL)", 2, k1097 },
  { "(s, t) -> 0 & like('%\134_%', t)", 2, k1098 },
  { "(s, t) -> hex(trim(lower(s == 'AbC')))", 2, k1099 },
  { "(s, t) -> rtrim(s + '1e3')", 2, k1100 },
  { "(s, t) -> (s NOTNULL) >= printf('%+05d', s)", 2, k1101 },
  { "(s, t) -> min(-1, 100, s) LIKE 'a%' ESCAPE '\134'", 2, k1102 },
  { "(s, t) -> substring(s, 1)", 2, k1103 },
  { "(s, t) -> replace(hex(like('A_C', substring(100, 64, 2))), format('%#o', s), '\303\251')", 2, k1104 },
  { "(s, t) -> replace(s NOT BETWEEN s AND t, rtrim('0x1F'), 'XY')", 2, k1105 },
  { "(s, t) -> rtrim(t, instr(s, t))", 2, k1106 },
  { "(s, t) -> abs(t COLLATE RTRIM >= t)", 2, k1107 },
  { "(s, t) -> like(lower(t), s)", 2, k1108 },
  { "(s, t) -> iif('%', substr(3 COLLATE RTRIM != t, -9223372036854775807), length(s IS NOT NULL))", 2, k1109 },
  { "(s, t) -> max(abs(t), unicode(1) COLLATE NOCASE)", 2, k1110 },
  { "(s, t) -> round('', -2)", 2, k1111 },
  { "(s, t) -> (unicode(t) NOT GLOB '*[a-c]*') LIKE 'abc' ESCAPE '\134'", 2, k1112 },
  { "(s, t) -> (x'') NOT GLOB '[!a]*'", 2, k1113 },
  { "(s, t) -> +lower('x' NOT GLOB 'x*')", 2, k1114 },
  { "(s, t) -> substring(printf('%-+9.2e', nullif(iif(9223372036854775807, '\303\251\346\227\245', s), (-9223372036854775807) COLLATE BINARY >= '\303\251\346\227\245')), t, t)", 2, k1115 },
  { "(s, t) -> round(s, 2)", 2, k1116 },
  { "(s, t) -> (NOT s) NOT IN (s, t)", 2, k1117 },
  { "(s, t) -> iif(s, ifnull('%', format('%x|%o', length(s), round('a%', 5))), rtrim(nullif(char(0x1F600, unicode(s)), substr(s, 1))))", 2, k1118 },
  { "(s, t) -> ltrim(ifnull(instr(t, t), round('a%'))) NOT BETWEEN CAST(substring(t, 1.5, 3) NOT IN (round(7, 1.5), t) AS REAL) AND s", 2, k1119 },
  { "(s, t) -> length(CAST(t NOT IN (NULL, 7) AS BLOB))", 2, k1120 },
  { "(s, t) -> ('' NOT GLOB '\077*') % ifnull(t, NULL)", 2, k1121 },
  { "(s, t) -> ltrim(lower(iif(rtrim(0, '1abc'), coalesce('%', 7), s NOTNULL)), min(t, s COLLATE NOCASE))", 2, k1122 },
  { "(s, t) -> format('%q', CASE WHEN (CASE ' 12 ' WHEN '-0' THEN s WHEN s THEN s ELSE t END) == ' 12 ' THEN substr(replace('2.5', s, NULL), 9223372036854775807, 1) ELSE nullif(CASE 'AbC' WHEN t THEN '3' WHEN t THEN 1 ELSE t END, abs(t)) END)", 2, k1123 },
  { "(s, t) -> char(233, unicode(substring('\303\251\346\227\245', -9223372036854775807) NOT GLOB '[!a]*'))", 2, k1124 },
  { "(s, t) -> length(unicode(7) - abs(trim(s)))", 2, k1125 },
  { "(s, t) -> min((max(s COLLATE RTRIM, 'AbC') COLLATE BINARY >= ltrim(t, s)) NOT GLOB '*[', trim(1, '2.5' <> s) COLLATE RTRIM)", 2, k1126 },
  { "(s, t) -> +replace(min(format('%012.3f', t), substr(t, 1.5), t), iif(s, 100, t), 'XY')", 2, k1127 },
  { "(s, t) -> (s & (printf('%s-%s', s, s) % s)) > ((t <= t) > substring(9223372036854775807, -9223372036854775807, -2) || printf('%10.4e', s <> s))", 2, k1128 },
  { "(s, t) -> min(s COLLATE NOCASE, s) & CASE WHEN 'a%' THEN t END", 2, k1129 },
  { "(s, t) -> substr(abs(100), 3, 2) GLOB '*\346\227\245*'", 2, k1130 },
  { "(s, t) -> min(like('%b%', hex(0)), upper(-1) COLLATE RTRIM)", 2, k1131 },
  { "(s, t) -> instr(lower(1e15 COLLATE NOCASE < 0), format('%e', t)) COLLATE RTRIM IS (x'6162')", 2, k1132 },
  { "(s, t) -> rtrim(2, t)", 2, k1133 },
  { "(s, t) -> instr(substr(' 12 ', 2) != s, 1.0)", 2, k1134 },
  { "(s, t) -> round(s, 5)", 2, k1135 },
  { "(s, t) -> rtrim(CAST(100 AS NUMERIC), CASE WHEN '-0' THEN t ELSE '2.5' END)", 2, k1136 },
  { "(s, t) -> like('x\134%', rtrim(-1, '\303\251\346\227\245'))", 2, k1137 },
  { "(s, t) -> substring(CAST(NULL AS REAL) LIKE '%\134_%' ESCAPE '\134', 3)", 2, k1138 },
  { "(s, t) -> char(-1, unicode(min((CASE WHEN t THEN s END) COLLATE NOCASE, length(t))))", 2, k1139 },
  { "(s, t) -> hex(s) < (s LIKE 'x\134%' ESCAPE '\134')", 2, k1140 },
  { "(s, t) -> quote(coalesce(9223372036854775807, t))", 2, k1141 },
  { "(s, t) -> length('1e3' BETWEEN (NOT '2.5') AND t) NOT LIKE t", 2, k1142 },
  { "(s, t) -> rtrim('%', '_' % s)", 2, k1143 },
  { "(s, t) -> ~min('\303\251\346\227\245', trim(1e15, substring('0x1F', 3)))", 2, k1144 },
  { "(s, t) -> (CASE WHEN like(t, max((x'') COLLATE RTRIM, s)) THEN abs(substring(-1, 1.5, 1.5)) ELSE (s != ' ') LIKE '%_%' ESCAPE '\134' END) AND unicode(instr(t, s))", 2, k1145 },
  { "(s, t) -> replace(s, '1e3', '\303\251') LIKE '%b%' ESCAPE '\134'", 2, k1146 },
  { "(s, t) -> typeof(t LIKE t)", 2, k1147 },
  { "(s, t) -> format('%-8s|', CASE s NOT BETWEEN hex(-9223372036854775807) AND s WHEN -9223372036854775807 THEN replace(max(s COLLATE NOCASE, s), length(NULL), 'XY') WHEN CAST(t AS REAL) NOT BETWEEN like('%\134_%', t) AND (-3.75) THEN -3.75 ELSE s END)", 2, k1148 },
  { "(s, t) -> s NOT LIKE '%_%'", 2, k1149 },
  { "(s, t) -> iif('', t, t) NOT GLOB 'x*'", 2, k1150 },
  { "(s, t) -> CASE like('%', t OR s) WHEN 2 THEN -max(s COLLATE NOCASE, t) WHEN nullif(t IS NULL, s) THEN -9223372036854775807 ELSE round(s ISNULL) END", 2, k1151 },
  { "(s, t) -> like('%c', min(instr(t, t) COLLATE NOCASE, 'a%' LIKE lower(t) ESCAPE '\134'))", 2, k1152 },
  { "(s, t) -> trim(('_' GLOB t) IS (s IN ('a%', s)))", 2, k1153 },
  { "(s, t) -> round(iif(7, ltrim(s), CASE t WHEN s THEN 'a%' WHEN '_' THEN s ELSE s END), NULL)", 2, k1154 },
  { "(s, t) -> instr(t, max(0.1, t, 0))", 2, k1155 },
  { "(s, t) -> instr(t COLLATE BINARY IS '1abc', length(t))", 2, k1156 },
  { "(s, t) -> char(0x1F600, unicode(s))", 2, k1157 },
  { "(s, t) -> (s == '%') BETWEEN (s BETWEEN s AND t) AND 9223372036854775807", 2, k1158 },
  { "(s, t) -> max(' ', iif(s, max(s, 1.0), max(0.1, (x'6162') COLLATE RTRIM)) COLLATE RTRIM)", 2, k1159 },
  { "(s, t) -> round(CAST(s AS REAL), NULL)", 2, k1160 },
  { "(s, t) -> replace(printf('%012.3f', t), s, 1)", 2, k1161 },
  { "(s, t) -> abs(char(0x1F600, unicode(CASE WHEN '1e3' THEN s ELSE 0.1 END | length(s))))", 2, k1162 },
  { "(s, t) -> nullif('%' COLLATE RTRIM, '%') COLLATE BINARY IS max(-1, 'a%', '1e3')", 2, k1163 },
  { "(s, t) -> ltrim((~replace(s, t, 1)) BETWEEN 1e15 AND s, nullif(9223372036854775807, s))", 2, k1164 },
  { "(s, t) -> abs(s LIKE lower(t) ESCAPE '\134') NOT IN (hex(CASE x'' WHEN s THEN 1.0 WHEN '%' THEN t ELSE -1 END) NOT LIKE 'abc', t)", 2, k1165 },
  { "(s, t) -> s LIKE 'x\134%'", 2, k1166 },
  { "(s, t) -> format('%#x', t)", 2, k1167 },
  { "(s, t) -> trim(t NOT BETWEEN s AND s)", 2, k1168 },
  { "(s, t) -> (trim(1e15 NOT BETWEEN s AND t, s - s) NOTNULL) NOT GLOB '[!a]*'", 2, k1169 },
  { "(s, t) -> nullif((('\303\251\346\227\245' BETWEEN t AND s) NOT GLOB '*\346\227\245*') COLLATE NOCASE, '\303\251\346\227\245')", 2, k1170 },
  { "(s, t) -> quote(replace(substring(-0.0, 5, 5), '1abc' BETWEEN t AND 3, 1)) NOT LIKE '%\303\226%'", 2, k1171 },
  { "(s, t) -> max(s < '1e3', hex(t) COLLATE RTRIM)", 2, k1172 },
  { "(s, t) -> abs(upper(s NOTNULL))", 2, k1173 },
  { "(s, t) -> char(NULL, unicode(-0.0)) NOTNULL", 2, k1174 },
  { "(s, t) -> substr((s LIKE '%\346\227\245%' ESCAPE '\134') NOT GLOB 'a*', 1.5, 2)", 2, k1175 },
  { "(s, t) -> (s NOT GLOB '\077*') BETWEEN t AND t", 2, k1176 },
  { "(s, t) -> substring(unicode(9223372036854775807) LIKE t ESCAPE '\134', 3, 64)", 2, k1177 },
  { "(s, t) -> min((CASE abs(s) WHEN t THEN round('-0') WHEN 'x' IS s THEN s ELSE min('1abc', s, s) END) <= (round(s, -1) > '2.5'), char(-1, unicode(s <= (-3.75))) > '')", 2, k1178 },
  { "(s, t) -> (CASE WHEN round(t, 64) THEN t NOT BETWEEN s AND s ELSE trim(s) END) NOT IN (-1, 1e15)", 2, k1179 },
  { "(s, t) -> rtrim(2.5, iif(s, '%', s))", 2, k1180 },
  { "(s, t) -> char(65, unicode(CAST(s AS BLOB)))", 2, k1181 },
  { "(s, t) -> ltrim(max('3', NOT like('%b%', '-0')))", 2, k1182 },
  { "(s, t) -> (x'') GLOB '[a-]*'", 2, k1183 },
  { "(s, t) -> unicode(ifnull(s, t) GLOB 'a*')", 2, k1184 },
  { "(s, t) -> instr(substr(s, '2', -2), 3 NOT IN (1, s))", 2, k1185 },
  { "(s, t) -> max(quote(9223372036854775807), '3' COLLATE NOCASE)", 2, k1186 },
  { "(s, t) -> typeof(t >> t)", 2, k1187 },
  { "(s, t) -> trim(nullif(s, s)) / max(ltrim(s, t), (x'6162') COLLATE NOCASE = (-9223372036854775807), s)", 2, k1188 },
  { "(s, t) -> NOT 1.0 < abs(CASE WHEN t THEN t ELSE s END)", 2, k1189 },
  { "(s, t) -> 3 <= (NOT s)", 2, k1190 },
  { "(s, t) -> ifnull(min(-9223372036854775807, t COLLATE NOCASE), (-1) NOT GLOB upper(t))", 2, k1191 },
  { "(s, t) -> substring(trim(s), 1.5)", 2, k1192 },
  { "(s, t) -> (instr('2.5', 1.0) != '\303\251\346\227\245') GLOB '*x'", 2, k1193 },
  { "(s, t) -> nullif((CASE WHEN CASE 0 WHEN 'x' THEN 'x' WHEN s THEN s ELSE 'AbC' END THEN 1.0 ISNULL ELSE 1.0 IN (t, t) END) COLLATE NOCASE, nullif(abs(s) COLLATE RTRIM, CASE WHEN t THEN '3' END))", 2, k1194 },
  { "(s, t) -> ('x' NOT IN (length(CASE 7 WHEN 9223372036854775807 THEN x'' WHEN t THEN 3 ELSE s END), x'6162')) BETWEEN hex((s NOT GLOB 'a*') NOT GLOB '*[]x]*') AND t", 2, k1195 },
  { "(s, t) -> min(max(printf('%x|%o', t, s), 1e15 BETWEEN s AND '', s), like('%b%', ' 12 ') << s << 2)", 2, k1196 },
  { "(s, t) -> ((t <= t) < (CASE WHEN s THEN '\303\251\346\227\245' ELSE s END)) NOT BETWEEN (s NOTNULL) AND (-9223372036854775807)", 2, k1197 },
  { "(s, t) -> max('abc', instr(s, '-0') + s)", 2, k1198 },
  { "(s, t) -> quote(max(0.1, -9223372036854775807))", 2, k1199 },
  { "(s, t) -> char(-1, unicode(unicode(t)))", 2, k1200 },
  { "(s, t) -> hex(CASE WHEN 2 THEN '2.5' ELSE s END) LIKE t", 2, k1201 },
  { "(s, t) -> length('a%')", 2, k1202 },
  { "(s, t) -> ltrim('1abc') NOT BETWEEN unicode(min(min((x'6162') COLLATE RTRIM, s) COLLATE NOCASE, ltrim(s))) AND (-1)", 2, k1203 },
  { "(s, t) -> max((s IN ('1e3', -1)) NOT NULL, s COLLATE NOCASE)", 2, k1204 },
  { "(s, t) -> lower(t)", 2, k1205 },
  { "(s, t) -> CASE hex(t) WHEN t THEN s WHEN abs(s) THEN 9223372036854775807 ELSE -9223372036854775807 END", 2, k1206 },
  { "(s, t) -> trim(max(format('%.*s', -2, 0), min(s, t, ' 12 ') COLLATE NOCASE))", 2, k1207 },
  { "(s, t) -> CASE WHEN 7 LIKE 'A_C' ESCAPE '\134' THEN min(nullif(s COLLATE NOCASE, -1) COLLATE RTRIM, hex(x'')) ELSE iif(abs(s), NOT 2, 1e15 NOT BETWEEN 1 AND t) END", 2, k1208 },
  { "(s, t) -> ('x' NOT BETWEEN t AND 2.5) NOT GLOB '*'", 2, k1209 },
  { "(s, t) -> replace(replace(2.5 - 100, printf('%-+9.2e', t), NULL), NULL COLLATE BINARY = 1e15, '-')", 2, k1210 },
  { "(s, t) -> (CAST(s NOT LIKE '%x' AS REAL) IN (unicode(length(100)), t)) | (t IN ((1e15 LIKE '%\303\226%' ESCAPE '\134') <> (s = t), s))", 2, k1211 },
  { "(s, t) -> CASE WHEN like('a%', 100) THEN s END", 2, k1212 },
  { "(s, t) -> coalesce(char(0x1F600, unicode(-s)), nullif(-3, char(233, unicode(t)))) NOT GLOB '*[a-c]*'", 2, k1213 },
  { "(s, t) -> substring(s & min(CAST(t AS BLOB), (-(x'6162')) COLLATE RTRIM), 3, 9223372036854775807)", 2, k1214 },
  { "(s, t) -> replace(quote(ifnull(ltrim('2.5'), s)), 2.5, 1)", 2, k1215 },
  { "(s, t) -> instr(rtrim(CAST(100 LIKE '%\303\226%' ESCAPE '\134' AS REAL)), abs(-9223372036854775807))", 2, k1216 },
  { "(s, t) -> ~iif(s, -s, '1abc' LIKE 'a%')", 2, k1217 },
  { "(s, t) -> unicode(CASE WHEN trim(s) THEN CASE s WHEN s THEN t WHEN 100 THEN s ELSE t END ELSE t LIKE 'x%' END) != (NOT nullif(NULL, '0x1F' != '1abc'))", 2, k1218 },
  { "(s, t) -> round(hex(s) << instr(CASE '_' WHEN t THEN s WHEN -3.75 THEN t ELSE '\303\251\346\227\245' END, ''))", 2, k1219 },
  { "(s, t) -> +(t NOT NULL)", 2, k1220 },
  { "(s, t) -> nullif(upper(hex(t) > coalesce(t, -9223372036854775807)) COLLATE NOCASE, like('%c', s))", 2, k1221 },
  { "(s, t) -> max(CAST('' AS REAL) COLLATE NOCASE, NOT '1abc')", 2, k1222 },
  { "(s, t) -> s COLLATE BINARY > ltrim(0.1, 7)", 2, k1223 },
  { "(s, t) -> (unicode(CASE t WHEN x'6162' THEN t WHEN 7 THEN s ELSE ' ' END) * nullif(format('%.*s', -1, -9223372036854775807), (-9223372036854775807) NOT IN (t, s))) LIKE 'a%' ESCAPE '\134'", 2, k1224 },
  { "(s, t) -> 100 ISNULL", 2, k1225 },
  { "(s, t) -> replace(+substring('-0', -9223372036854775807), 0 IS NOT NULL, 1)", 2, k1226 },
  { "(s, t) -> 2.5 IN (substring(replace(t, -1, NULL), 9223372036854775807, 64), 'AbC')", 2, k1227 },
  { "(s, t) -> (t NOT GLOB 'a*') <= s", 2, k1228 },
  { "(s, t) -> instr(like('A_C', t), '1abc' COLLATE BINARY <= '1e3')", 2, k1229 },
  { "(s, t) -> abs('-0')", 2, k1230 },
  { "(s, t) -> typeof(s LIKE '%c' ESCAPE '\134') NOT IN (100 NOT LIKE '_' == like('%c', '\303\251\346\227\245'), s)", 2, k1231 },
  { "(s, t) -> format('%5c', +s)", 2, k1232 },
  { "(s, t) -> instr(t, '3' IN (1, s))", 2, k1233 },
  { "(s, t) -> NOT CAST(instr(t, s) AS BLOB)", 2, k1234 },
  { "(s, t) -> printf('%c', length('%') <= ('1e3' NOT BETWEEN t AND (-3.75)))", 2, k1235 },
  { "(s, t) -> ltrim(NOT 'a%', 'abc' LIKE 'x%')", 2, k1236 },
  { "(s, t) -> substr(s <= s, -9223372036854775807, 1.5)", 2, k1237 },
  { "(s, t) -> round(s)", 2, k1238 },
  { "(s, t) -> abs(-0.0)", 2, k1239 },
  { "(s, t) -> round(char(NULL, unicode(-1)), 1)", 2, k1240 },
  { "(s, t) -> (round(s) % length('a%')) COLLATE NOCASE = min(s COLLATE NOCASE, hex(-9223372036854775807))", 2, k1241 },
  { "(s, t) -> max(round(-3.75), s COLLATE BINARY < '', x'')", 2, k1242 },
  { "(s, t) -> rtrim((-1) NOT NULL, CASE WHEN '%' THEN '_' ELSE s END) > nullif(instr('x', s), 1.0 * s)", 2, k1243 },
  { "(s, t) -> '0x1F' LIKE t", 2, k1244 },
  { "(s, t) -> ifnull((-3.75) NOT IN (instr(2.5, s) LIKE '', t), ((~'x') NOT GLOB 'a*') NOT BETWEEN (abs(s) > '\303\251\346\227\245' BETWEEN s AND t) AND s)", 2, k1245 },
  { "(s, t) -> round(min(t, s), 1.5)", 2, k1246 },
  { "(s, t) -> ifnull(CAST(unicode(s) AS REAL) BETWEEN s AND t, hex(nullif(abs('AbC'), ' ' NOT BETWEEN s AND 1e15)))", 2, k1247 },
  { "(s, t) -> (s NOT BETWEEN (s >> ' 12 ') AND 2) IS NOT max(length(t), substring(3, '2', 0) COLLATE NOCASE)", 2, k1248 },
  { "(s, t) -> instr(((-s) % s) | length('abc'), iif(t, '', t))", 2, k1249 },
  { "(s, t) -> nullif(min(iif(t, s, 0.1), '' COLLATE NOCASE), upper(0) GLOB 'a*')", 2, k1250 },
  { "(s, t) -> length(substring(substring(s, NULL), '2'))", 2, k1251 },
  { "(s, t) -> NULL NOT GLOB '[!a]*'", 2, k1252 },
  { "(s, t) -> lower(t NOT GLOB 'a*')", 2, k1253 },
  { "(s, t) -> printf('%s', replace(rtrim(t, 2.5), t > 100, NULL))", 2, k1254 },
  { "(s, t) -> nullif(CASE instr('%', '1abc') WHEN t THEN -'1e3' WHEN 2.5 NOT IN (1e15, ' 12 ') THEN s ELSE lower(x'') END, nullif(t, t) NOT NULL)", 2, k1255 },
  { "(s, t) -> hex(s != -9223372036854775807)", 2, k1256 },
  { "(s, t) -> max(abs(max(t COLLATE RTRIM, -0.0)), trim('\303\251\346\227\245' | 'x'))", 2, k1257 },
  { "(s, t) -> CASE s WHEN -9223372036854775807 THEN 3 WHEN '1abc' THEN 3 ELSE s END / 2.5", 2, k1258 },
  { "(s, t) -> t >> substring(CASE s WHEN s THEN t LIKE '%c' ESCAPE '\134' WHEN iif(s, s, 'x') THEN s ELSE ltrim(1.0) END, -1, NULL)", 2, k1259 },
  { "(s, t) -> trim((x'6162') != t) || (NOT min(1, s COLLATE RTRIM))", 2, k1260 },
  { "(s, t) -> s & s != s % t", 2, k1261 },
  { "(s, t) -> unicode(s) BETWEEN (s COLLATE RTRIM >= t) AND '1e3'", 2, k1262 },
  { "(s, t) -> (~s) COLLATE BINARY = format('%-+9.2e', s)", 2, k1263 },
  { "(s, t) -> min(s, nullif(s, -1) COLLATE NOCASE)", 2, k1264 },
  { "(s, t) -> coalesce(CASE '0x1F' WHEN '1e3' THEN t WHEN s THEN -9223372036854775807 ELSE t END, t)", 2, k1265 },
  { "(s, t) -> round(-1, -2)", 2, k1266 },
  { "(s, t) -> unicode(2) NOT BETWEEN upper(s) AND 'x'", 2, k1267 },
  { "(s, t) -> min(t, 2) NOT BETWEEN t AND s", 2, k1268 },
  { "(s, t) -> printf('%#o', like('a%', CASE WHEN trim(s, 2) THEN CAST(s AS TEXT) ELSE substring('', '2', 2) END))", 2, k1269 },
  { "(s, t) -> nullif(abs(replace(t IS NOT NULL, t, 'XY')), CASE s WHEN '_' THEN unicode('3') LIKE 'abc' ESCAPE '\134' WHEN (t NOT BETWEEN 100 AND s) || CAST(s AS REAL) THEN s ELSE unicode(lower(' 12 ')) END)", 2, k1270 },
  { "(s, t) -> char(1114112, unicode(s & 2))", 2, k1271 },
  { "(s, t) -> lower(nullif(-1, t))", 2, k1272 },
  { "(s, t) -> nullif(-'0x1F', char(0, unicode(-1))) = (~'1abc')", 2, k1273 },
  { "(s, t) -> round(max(upper(round(s, '2')), substr((x'6162') GLOB '[^a]*', -2)), 2)", 2, k1274 },
  { "(s, t) -> (hex('1abc') = (' ' > '2.5' LIKE '%\134_%')) NOT LIKE 'x%'", 2, k1275 },
  { "(s, t) -> rtrim(t) COLLATE NOCASE != ltrim(0, t)", 2, k1276 },
  { "(s, t) -> iif(t, round(2 LIKE 'a%', 5), unicode(s))", 2, k1277 },
  { "(s, t) -> coalesce(unicode(0), like(t, NULL = s)) LIKE '%b%'", 2, k1278 },
  { "(s, t) -> quote(trim(max('1e3', (+1) COLLATE RTRIM), unicode(t)))", 2, k1279 },
  { "(s, t) -> CAST(1.0 AS TEXT)", 2, k1280 },
  { "(s, t) -> s COLLATE BINARY > 'a%'", 2, k1281 },
  { "(s, t) -> substr(0.1 COLLATE BINARY <= t, 1, 9223372036854775807)", 2, k1282 },
  { "(s, t) -> round(char(233, unicode(substring(2.5, 1.5))), -2)", 2, k1283 },
  { "(s, t) -> like('%', s)", 2, k1284 },
  { "(s, t) -> trim(s NOT IN (s, s))", 2, k1285 },
  { "(s, t) -> (min('1abc', s COLLATE NOCASE) >> char(1114112, unicode(s))) + (upper(' ') NOT GLOB '[a-]*')", 2, k1286 },
  { "(s, t) -> coalesce(1.0, CASE like('%\134_%', s) OR s WHEN t THEN round(CAST(1.0 AS REAL)) WHEN 9223372036854775807 THEN '_' ELSE CASE WHEN substring('2.5', t, 64) THEN coalesce(0, t) ELSE CASE WHEN 'a%' THEN s ELSE 3 END END END)", 2, k1287 },
  { "(s, t) -> substring(0, NULL) NOT IN (('x' IS NULL) NOT BETWEEN (t & t) AND 2.5, t)", 2, k1288 },
  { "(s, t) -> -max(t LIKE '%_%', max(s COLLATE RTRIM, s))", 2, k1289 },
  { "(s, t) -> ((-3.75) NOT GLOB 'a*') LIKE t ESCAPE '\134'", 2, k1290 },
  { "(s, t) -> length(0.1)", 2, k1291 },
  { "(s, t) -> (round(t, NULL) NOT BETWEEN '1e3' AND s) NOTNULL", 2, k1292 },
  { "(s, t) -> ((s / (t >> '3')) LIKE '%' ESCAPE '\134') NOT BETWEEN round(length('3') - t, 9223372036854775807) AND s", 2, k1293 },
  { "(s, t) -> length(t >> t)", 2, k1294 },
  { "(s, t) -> CAST(char(-1, unicode(instr('0x1F', s))) AS REAL)", 2, k1295 },
  { "(s, t) -> substring(CASE ifnull(max('1abc', s, s), t < s) WHEN 9223372036854775807 THEN NOT (CASE s WHEN 'AbC' THEN '' WHEN '%' THEN -0.0 ELSE s END) WHEN max(CASE s WHEN s THEN '%' WHEN s THEN -9223372036854775807 ELSE s END, substr(t, 2) COLLATE RTRIM) THEN '3' ELSE nullif(NULL IN (t, 'a%'), NOT s) END, 1, -2)", 2, k1296 },
  { "(s, t) -> substring(substr(s, 1.5), 64)", 2, k1297 },
  { "(s, t) -> unicode(abs(length(9223372036854775807 COLLATE RTRIM >= t)))", 2, k1298 },
  { "(s, t) -> abs(char(65, unicode(-3.75))) LIKE 'A_C' ESCAPE '\134'", 2, k1299 },
  { "(s, t) -> t NOT BETWEEN ifnull(CASE t WHEN t THEN unicode(s) WHEN s COLLATE NOCASE = 'x' THEN 0.1 ELSE iif(-1, 1, s) END, min(substring(100, 2), '3')) AND (x'')", 2, k1300 },
  { "(s, t) -> replace(1e15, '3', '\303\251')", 2, k1301 },
  { "(s, t) -> substr(s COLLATE BINARY = (NOT t), '2', 2)", 2, k1302 },
  { "(s, t) -> min('AbC', format('%#o', lower(x'')), 7)", 2, k1303 },
  { "(s, t) -> (abs(min(s, s, t)) NOT BETWEEN quote(t) AND t) || length(printf('%5c', s NOT NULL))", 2, k1304 },
  { "(s, t) -> quote(char(65, unicode('AbC' NOT IN (s IS '%', s))))", 2, k1305 },
  { "(s, t) -> trim((-9223372036854775807) IS NULL, replace(7, t, 1))", 2, k1306 },
  { "(s, t) -> (s IS NOT NULL) COLLATE BINARY > '3'", 2, k1307 },
  { "(s, t) -> rtrim(char(233, unicode(substr(nullif(s, s), 9223372036854775807, 0))))", 2, k1308 },
  { "(s, t) -> instr(max(nullif(0.1, t), char(-1, unicode(t)) COLLATE RTRIM), min(' 12 ', t COLLATE RTRIM)) << x'6162'", 2, k1309 },
  { "(s, t) -> like('x\134%', unicode(NOT (1.0 LIKE '%_%')))", 2, k1310 },
  { "(s, t) -> 'a%' COLLATE BINARY >= (x'6162')", 2, k1311 },
  { "(s, t) -> (-1) LIKE 'abc' ESCAPE '\134'", 2, k1312 },
  { "(s, t) -> round(ltrim(t, t), -9223372036854775807)", 2, k1313 },
  { "(s, t) -> '1abc' GLOB '*[a-c]*'", 2, k1314 },
  { "(s, t) -> ('1e3' & 1) NOT LIKE lower(t)", 2, k1315 },
  { "(s, t) -> hex(-3.75)", 2, k1316 },
  { "(s, t) -> lower(min(t NOT BETWEEN instr(t, ' 12 ') AND t, nullif(s GLOB '\077*', hex(s)) COLLATE NOCASE))", 2, k1317 },
  { "(s, t) -> ifnull(CASE WHEN -(x'') THEN abs(NULL) ELSE s END, ' ')", 2, k1318 },
  { "(s, t) -> nullif(unicode(t) COLLATE NOCASE, CASE t WHEN '\303\251\346\227\245' THEN t WHEN -1 THEN '1abc' ELSE 'a%' END) == max(' 12 ', 'a%' NOT BETWEEN 'AbC' AND t, s)", 2, k1319 },
  { "(s, t) -> nullif(-0.0, hex(NOT replace(s, s, '')))", 2, k1320 },
  { "(s, t) -> min(CAST((-0.0) COLLATE NOCASE >= char(1114112, unicode(100)) AS INTEGER), t)", 2, k1321 },
  { "(s, t) -> substring(s LIKE '%' ESCAPE '\134', 2)", 2, k1322 },
  { "(s, t) -> CAST(ifnull(hex(s), like('%\134_%', s)) AS TEXT)", 2, k1323 },
  { "(s, t) -> 'x' * format('%#o', min(substring(NULL, 1.5), hex(9223372036854775807)))", 2, k1324 },
  { "(s, t) -> unicode(coalesce(CAST(1 AS REAL), length('1abc' * 2)))", 2, k1325 },
  { "(s, t) -> length(unicode('_'))", 2, k1326 },
  { "(s, t) -> CASE WHEN '' | substr(s, 3, 9223372036854775807) THEN max(length(-9223372036854775807), NOT t, ' 12 ') ELSE upper(t NOT GLOB '*') END", 2, k1327 },
  { "(s, t) -> replace(instr(s, 'x'), max(7, s), '\303\251')", 2, k1328 },
  { "(s, t) -> length(~1.0) LIKE 'A_C'", 2, k1329 },
  { "(s, t) -> CASE max(t, s, t) WHEN x'' THEN 7 & 9223372036854775807 WHEN NOT s THEN x'6162' ELSE t COLLATE RTRIM >= t END", 2, k1330 },
  { "(s, t) -> instr(substring(s, 9223372036854775807), substr('%', '2'))", 2, k1331 },
  { "(s, t) -> iif(NOT 0, s <> s, trim(s, NULL)) GLOB '\077*'", 2, k1332 },
  { "(s, t) -> char(65, unicode(t)) LIKE '%b%'", 2, k1333 },
  { "(s, t) -> max((-9223372036854775807) COLLATE NOCASE != 100, t COLLATE RTRIM)", 2, k1334 },
  { "(s, t) -> NOT (CASE (NOT 'a%') > max(s, t) WHEN t THEN rtrim(s, s) << (s NOT GLOB '*[') WHEN '%' BETWEEN round(1.0) AND s THEN s ELSE hex(hex(' 12 ')) END)", 2, k1335 },
  { "(s, t) -> NOT unicode(t BETWEEN s AND 2.5)", 2, k1336 },
  { "(s, t) -> CAST(s AS TEXT)", 2, k1337 },
  { "(s, t) -> replace(t, s < (-3.75), '-')", 2, k1338 },
  { "(s, t) -> unicode((NOT '3') NOT GLOB '*[]x]*')", 2, k1339 },
  { "(s, t) -> replace('a%' << '%', coalesce(1, '3'), '')", 2, k1340 },
  { "(s, t) -> abs(abs(CASE upper(s) WHEN '\303\251\346\227\245' THEN lower(t) WHEN s < 100 THEN s ELSE '-0' END))", 2, k1341 },
  { "(s, t) -> rtrim(round(NOT (-9223372036854775807)))", 2, k1342 },
  { "(s, t) -> ltrim('2.5' & '_')", 2, k1343 },
  { "(s, t) -> ('0x1F' COLLATE RTRIM >= 0) BETWEEN char(1114112, unicode(s)) AND ' '", 2, k1344 },
  { "(s, t) -> substring(replace(abs('2.5'), 100 LIKE lower(t), 1), -1, 1.5)", 2, k1345 },
  { "(s, t) -> upper(t IS (CASE WHEN s THEN s END))", 2, k1346 },
  { "(s, t) -> replace(t, printf('%5.2f', 7), '')", 2, k1347 },
  { "(s, t) -> replace(7, 1 NOT LIKE '_', 'XY') IN (quote(max(' 12 ', 2 COLLATE NOCASE)), '1e3')", 2, k1348 },
  { "(s, t) -> min(t, char(NULL, unicode(t)) COLLATE NOCASE)", 2, k1349 },
  { "(s, t) -> (lower(-9223372036854775807) LIKE '%b%' ESCAPE '\134') IN (7, t)", 2, k1350 },
  { "(s, t) -> CASE WHEN -min(substring(t, 1, NULL), replace(s, '_', '\303\251') COLLATE RTRIM) THEN trim(like('_', 1.0)) IS NOT ('1abc' NOT GLOB 'x*') END", 2, k1351 },
  { "(s, t) -> iif(unicode(nullif(max(1e15, 7), 'x' NOT BETWEEN t AND 100)), CASE NOT iif(-0.0, s, t) WHEN s THEN '-0' WHEN typeof((-9223372036854775807) AND 0) THEN s ELSE ifnull(CAST(s AS TEXT), +t) END, unicode(t) ISNULL)", 2, k1352 },
  { "(s, t) -> printf('%5.2f', round('0x1F'))", 2, k1353 },
  { "(s, t) -> substr(replace((s COLLATE BINARY != s) GLOB '*[', typeof(t), NULL), 0)", 2, k1354 },
  { "(s, t) -> s LIKE 'abc'", 2, k1355 },
  { "(s, t) -> like(lower(t), round('1e3'))", 2, k1356 },
  { "(s, t) -> ltrim(s, 'abc' IN (t, 1.0))", 2, k1357 },
  { "(s, t) -> unicode(s || t)", 2, k1358 },
  { "(s, t) -> printf('%10.4e', '1abc' IS NOT 1)", 2, k1359 },
  { "(s, t) -> round(t) IS NOT NULL", 2, k1360 },
  { "(s, t) -> substring(s, 1.5)", 2, k1361 },
  { "(s, t) -> substr(NOT t, 5) AND substr(CAST(100 AS INTEGER), -1)", 2, k1362 },
  { "(s, t) -> typeof(CASE WHEN 7 THEN 1 ELSE 'a%' END)", 2, k1363 },
  { "(s, t) -> s IS abs('a%')", 2, k1364 },
  { "(s, t) -> -ifnull(hex(s), 1e15)", 2, k1365 },
  { "(s, t) -> hex(min('AbC', 'AbC'))", 2, k1366 },
  { "(s, t) -> CAST(max((-0.0) COLLATE RTRIM, t) AS NUMERIC)", 2, k1367 },
  { "(s, t) -> round(t)", 2, k1368 },
  { "(s, t) -> quote(~nullif(t, '1abc'))", 2, k1369 },
  { "(s, t) -> substring(substr(-3.75, 64), t, 5)", 2, k1370 },
  { "(s, t) -> like('%', x'6162') LIKE 'x\134%' ESCAPE '\134'", 2, k1371 },
  { "(s, t) -> max(s LIKE 'a%' ESCAPE '\134' >= typeof(t), min(hex(0) COLLATE RTRIM, upper(-9223372036854775807)), t)", 2, k1372 },
  { "(s, t) -> t GLOB '[^a]*'", 2, k1373 },
  { "(s, t) -> max(s, CASE s WHEN 0.1 THEN s WHEN char(233, unicode(s)) THEN t ELSE t - t END)", 2, k1374 },
  { "(s, t) -> coalesce(s % like('_', s), unicode(substr(s, 1)))", 2, k1375 },
  { "(s, t) -> -(s NOT BETWEEN unicode(CAST(7 AS REAL)) AND 100)", 2, k1376 },
  { "(s, t) -> hex(upper(t NOT GLOB '*[]x]*') / instr(t IN (s, t), upper(7)))", 2, k1377 },
  { "(s, t) -> ~(x'')", 2, k1378 },
  { "(s, t) -> (coalesce(0.1 OR 3, s / '%') ISNULL) NOTNULL", 2, k1379 },
  { "(s, t) -> printf('%#x', iif(trim(' '), s, char(NULL, unicode(100)))) LIKE 'a%' ESCAPE '\134'", 2, k1380 },
  { "(s, t) -> char(65, unicode(s)) IS NOT NULL", 2, k1381 },
  { "(s, t) -> (iif(t, x'', t) - s) & rtrim(ifnull('x', t), nullif(s COLLATE NOCASE, s))", 2, k1382 },
  { "(s, t) -> CASE instr(t, '%') WHEN 'a%' THEN '3' / t WHEN char(0, unicode(s)) THEN s ELSE s NOT BETWEEN (-3.75) AND 'abc' END", 2, k1383 },
  { "(s, t) -> trim(max(s COLLATE RTRIM, t), 100 NOT LIKE '%\303\226%')", 2, k1384 },
  { "(s, t) -> max(s, t) >= like('_', t)", 2, k1385 },
  { "(s, t) -> max(('' > 3) COLLATE NOCASE, substring('', 3, NULL)) LIKE '%b%' ESCAPE '\134'", 2, k1386 },
  { "(s, t) -> typeof(unicode('\303\251\346\227\245') LIKE 'x\134%' ESCAPE '\134')", 2, k1387 },
  { "(s, t) -> NOT (hex(-0.0) >> (x'6162'))", 2, k1388 },
  { "(s, t) -> iif(~s, min((t > t) COLLATE NOCASE, nullif(t COLLATE NOCASE, s)), t)", 2, k1389 },
  { "(s, t) -> nullif(replace(0, 7, '\303\251'), 'x')", 2, k1390 },
  { "(s, t) -> (7 BETWEEN s AND t) COLLATE RTRIM >= (CASE s WHEN t THEN '2.5' WHEN t THEN NULL ELSE s END)", 2, k1391 },
  { "(s, t) -> iif(printf('%.*s', -2, t) IS NOT NULL, nullif(substring(s, 5, '2'), trim(s)), ltrim(substr(t, -2, t), 2 LIKE '%_%' ESCAPE '\134'))", 2, k1392 },
  { "(s, t) -> ' 12 ' COLLATE BINARY <= (abs(substr(s, '2', -2)) LIKE 'x\134%' ESCAPE '\134')", 2, k1393 },
  { "(s, t) -> hex(like('%\346\227\245%', format('%s-%s', s LIKE '%x', ltrim(s, -1))))", 2, k1394 },
  { "(s, t) -> like('%\134_%', CASE WHEN t THEN NULL END)", 2, k1395 },
  { "(s, t) -> round(hex(iif(t NOT NULL, quote(t), (-9223372036854775807) == '')), 64)", 2, k1396 },
  { "(s, t) -> unicode(iif(s, s, s))", 2, k1397 },
  { "(s, t) -> ifnull(like(t, s), '1abc')", 2, k1398 },
  { "(s, t) -> abs(rtrim(t) COLLATE RTRIM > s)", 2, k1399 },
  { "(s, t) -> quote(upper(s) IS NOT NULL)", 2, k1400 },
  { "(s, t) -> like('%x', round(typeof(s)))", 2, k1401 },
  { "(s, t) -> char(-1, unicode(round(substring('AbC', 0))))", 2, k1402 },
  { "(s, t) -> (s LIKE '%_%') OR replace(s, t, 1)", 2, k1403 },
  { "(s, t) -> like('_', s AND s)", 2, k1404 },
  { "(s, t) -> iif(char(1114112, unicode(substring('abc' BETWEEN s AND t, NULL))), quote(like('abc', -1) IN (9223372036854775807, s)), hex(s))", 2, k1405 },
  { "(s, t) -> printf('%#x', s)", 2, k1406 },
  { "(s, t) -> round(format('%#x', s) IS NULL)", 2, k1407 },
  { "(s, t) -> (NOT ((CASE s WHEN ' 12 ' THEN s WHEN s THEN s ELSE -3.75 END) COLLATE BINARY = upper(-1))) COLLATE BINARY != min(s, (iif(-0.0, t, ' ') GLOB '*x') COLLATE NOCASE)", 2, k1408 },
  { "(s, t) -> char(0x1F600, unicode(+'a%'))", 2, k1409 },
  { "(s, t) -> CASE WHEN typeof(max('1e3', '2.5', s)) THEN hex(s) ELSE s END", 2, k1410 },
  { "(s, t) -> (NOT s) IS NOT (0 OR s)", 2, k1411 },
  { "(s, t) -> CAST(substr(-3.75, 1) AS INTEGER)", 2, k1412 },
  { "(s, t) -> unicode(t) LIKE '%x' ESCAPE '\134'", 2, k1413 },
  { "(s, t) -> round(nullif(round(1.0), CASE WHEN min(t, t COLLATE RTRIM) THEN s ELSE char(-1, unicode(0)) END))", 2, k1414 },
  { "(s, t) -> iif(round(s << 7), nullif(length(t), ifnull(s, 'a%')), t)", 2, k1415 },
  { "(s, t) -> NOT instr(nullif(t, s), 7 LIKE lower(t) ESCAPE '\134')", 2, k1416 },
  { "(s, t) -> min(-(' ' NOT IN (s, s)), replace(length(0), t, '-'), t)", 2, k1417 },
  { "(s, t) -> abs(substring(CASE WHEN hex(s) THEN abs(s) ELSE s >> s END, 1, '2'))", 2, k1418 },
  { "(s, t) -> round(abs(s), -9223372036854775807) NOT GLOB 'a*'", 2, k1419 },
  { "(s, t) -> replace(iif(t, 2, t), CAST(7 AS TEXT), NULL)", 2, k1420 },
  { "(s, t) -> instr(trim(substr(t, 1.5)), lower(-1))", 2, k1421 },
  { "(s, t) -> CASE quote(substr(t, -9223372036854775807)) WHEN 9223372036854775807 THEN t WHEN s THEN t ELSE CASE t & s WHEN -3.75 THEN s NOT IN (7, s) WHEN trim(s, 'AbC') THEN s ELSE 9223372036854775807 > t END END", 2, k1422 },
  { "(s, t) -> CASE '%' WHEN -0.0 THEN -3.75 WHEN ('-0' NOTNULL) NOT BETWEEN max(t COLLATE NOCASE, s) AND s THEN '\303\251\346\227\245' ELSE max(t, 0, s) NOTNULL END", 2, k1423 },
  { "(s, t) -> (-3.75) NOTNULL || like('%x', '2.5' COLLATE RTRIM >= t)", 2, k1424 },
  { "(s, t) -> replace(char(0x1F600, unicode(t)), ifnull(s, s), '\303\251')", 2, k1425 },
  { "(s, t) -> lower(coalesce(-9223372036854775807, s))", 2, k1426 },
  { "(s, t) -> max(rtrim(t, t), -0.0)", 2, k1427 },
  { "(s, t) -> t COLLATE RTRIM = trim(s, s NOT LIKE '%c')", 2, k1428 },
  { "(s, t) -> round(substr(s, -2, 1))", 2, k1429 },
  { "(s, t) -> unicode(char(0, unicode(x'6162')))", 2, k1430 },
  { "(s, t) -> abs(t)", 2, k1431 },
  { "(s, t) -> substr(substr(t, 64, -9223372036854775807), 1, 1)", 2, k1432 },
  { "(s, t) -> CAST(~replace(abs(t), ~s, NULL) AS REAL)", 2, k1433 },
  { "(s, t) -> quote(CAST(s AS NUMERIC))", 2, k1434 },
  { "(s, t) -> like('x%', ' 12 ')", 2, k1435 },
  { "(s, t) -> max(iif(min((100 BETWEEN '2.5' AND t) COLLATE RTRIM, NOT t), -9223372036854775807, t), substring(ifnull(-3.75, t), 1.5))", 2, k1436 },
  { "(s, t) -> NOT (NOT ('abc' NOT IN (t, 9223372036854775807)))", 2, k1437 },
  { "(s, t) -> CAST(t AS NUMERIC)", 2, k1438 },
  { "(s, t) -> abs(3)", 2, k1439 },
  { "(s, t) -> typeof(ltrim(instr(t, s), ''))", 2, k1440 },
  { "(s, t) -> CASE WHEN CAST('2.5' AS REAL) THEN char(0, unicode(t)) ELSE iif(s, '', s) END", 2, k1441 },
  { "(s, t) -> s LIKE '%\346\227\245%' ESCAPE '\134'", 2, k1442 },
  { "(s, t) -> CAST(CAST(t AS NUMERIC) OR 100 AS BLOB)", 2, k1443 },
  { "(s, t) -> substring(substring(coalesce(CASE WHEN ' ' THEN t ELSE s END, (x'') IS NULL), -1), 2)", 2, k1444 },
  { "(s, t) -> ifnull(length(ltrim('AbC') | printf('%s-%s', 1e15, '\303\251\346\227\245')), s)", 2, k1445 },
  { "(s, t) -> rtrim(t, ltrim(t, 7))", 2, k1446 },
  { "(s, t) -> printf('% d|%-6i|', 1e15, s) GLOB '*[a-c]*'", 2, k1447 },
  { "(s, t) -> '0x1F' IN (substring('-0', 1.5), 0)", 2, k1448 },
  { "(s, t) -> s | rtrim(char(1114112, unicode('abc')))", 2, k1449 },
  { "(s, t) -> CASE WHEN s THEN 2.5 END <> '1abc' IS NULL", 2, k1450 },
  { "(s, t) -> (max(quote(x'6162') COLLATE NOCASE, abs(s)) | (upper(t) == trim(s))) COLLATE NOCASE <= (CASE WHEN max(t COLLATE RTRIM, '_') THEN -0.0 END)", 2, k1451 },
  { "(s, t) -> replace((t % s) << 1, rtrim(s, ''), 'XY')", 2, k1452 },
  { "(s, t) -> lower(s GLOB t) & substr(lower(s), 0)", 2, k1453 },
  { "(s, t) -> length(rtrim('-0')) LIKE '%b%' ESCAPE '\134'", 2, k1454 },
  { "(s, t) -> coalesce(instr(max(unicode(NULL), abs(s) COLLATE NOCASE), printf('%s-%s', t, '2.5')), round(max(substr('0x1F', t, 9223372036854775807) COLLATE RTRIM, abs('_'))))", 2, k1455 },
  { "(s, t) -> (' 12 ' IN (t, s)) >= ('1e3' IS NULL)", 2, k1456 },
  { "(s, t) -> t NOT BETWEEN (t <> 'x') AND t", 2, k1457 },
  { "(s, t) -> ltrim(7, format('%c', ' 12 '))", 2, k1458 },
  { "(s, t) -> length(CASE WHEN unicode(t) THEN lower(s) ELSE t NOT LIKE '%\346\227\245%' END)", 2, k1459 },
  { "(s, t) -> iif(CASE t COLLATE BINARY IS t WHEN 3 THEN -'' WHEN typeof(2.5) THEN t ELSE t IS NOT NULL END, like('%_%', round(1, -1)), min(abs(NULL) COLLATE NOCASE, rtrim(-1, s)))", 2, k1460 },
  { "(s, t) -> like(t, CAST(unicode(s) LIKE t ESCAPE '\134' AS INTEGER))", 2, k1461 },
  { "(s, t) -> ((substring(s, 1) + hex(s)) / char(1114112, unicode('0x1F' || s))) NOT IN ('x', s)", 2, k1462 },
  { "(s, t) -> like('%', t IN ('1e3', s))", 2, k1463 },
  { "(s, t) -> printf('%x|%o', iif(t & '2.5', t IS NULL, max(t COLLATE RTRIM, '1e3')), min(substr(s, 9223372036854775807) COLLATE RTRIM, char(0x1F600, unicode(s)))) NOT LIKE ''", 2, k1464 },
  { "(s, t) -> NOT (instr(ifnull(t, 1.0), NOT '_') NOT LIKE '%_%')", 2, k1465 },
  { "(s, t) -> length(instr('1e3', min(' 12 ', '\303\251\346\227\245')))", 2, k1466 },
  { "(s, t) -> -(CASE WHEN min(('AbC' / 'abc') COLLATE RTRIM, round(t)) THEN CASE t WHEN t THEN substr(s, 3, NULL) WHEN upper(s) THEN s ELSE (-9223372036854775807) NOT NULL END ELSE like('abc', 0.1) << s END)", 2, k1467 },
  { "(s, t) -> replace(iif('AbC', NULL, t) NOT NULL, substr('a%', 2, 9223372036854775807), NULL) NOT IN (s, s)", 2, k1468 },
  { "(s, t) -> format('%.2g', x'6162')", 2, k1469 },
  { "(s, t) -> round(printf('%%%s', abs(s)))", 2, k1470 },
  { "(s, t) -> max(trim(CASE WHEN trim(x'', 'abc') THEN 'x' ELSE 0.1 != s END, round('abc', 5)), CAST(char(65, unicode(hex(s))) AS NUMERIC), ' ')", 2, k1471 },
  { "(s, t) -> min(like('%b%', (t LIKE 'x\134%') LIKE '' ESCAPE '\134'), +length(ltrim(s, t)))", 2, k1472 },
  { "(s, t) -> length(coalesce(unicode(ltrim(x'')), s))", 2, k1473 },
  { "(s, t) -> instr(CASE 9223372036854775807 WHEN t THEN t WHEN ' 12 ' THEN t ELSE '-0' END, lower(s))", 2, k1474 },
  { "(s, t) -> ifnull(NOT replace(t, s, NULL), nullif(nullif('1e3', 100), max(x'6162', t)))", 2, k1475 },
  { "(s, t) -> rtrim(min(s, s, s)) NOT LIKE '_' + substr((CASE WHEN -1 THEN t ELSE t END) != (0.1 COLLATE RTRIM < ' 12 '), 3)", 2, k1476 },
  { "(s, t) -> 1e15 COLLATE NOCASE = CAST(round(nullif(NULL, s)) AS NUMERIC)", 2, k1477 },
  { "(s, t) -> rtrim(t NOT LIKE '%x', '%' IS s)", 2, k1478 },
  { "(s, t) -> char(0, unicode(t))", 2, k1479 },
  { "(s, t) -> t IS NULL", 2, k1480 },
  { "(s, t) -> quote(100 * s)", 2, k1481 },
  { "(s, t) -> like('_', t + 1e15)", 2, k1482 },
  { "(s, t) -> length(trim(nullif(' ', s) NOT BETWEEN hex(t) AND '-0'))", 2, k1483 },
  { "(s, t) -> +('3' IN (9223372036854775807, 'a%'))", 2, k1484 },
  { "(s, t) -> substring(min(round(length(7), 2), (lower('') AND typeof(' ')) COLLATE NOCASE), 2, 64)", 2, k1485 },
  { "(s, t) -> max(s COLLATE RTRIM, like('', t)) NOT LIKE '%'", 2, k1486 },
  { "(s, t) -> substr(length(length(t COLLATE BINARY != '%')), NULL, 5)", 2, k1487 },
  { "(s, t) -> substr('2.5', 0, -1) % 'AbC' & 3", 2, k1488 },
  { "(s, t) -> ltrim(nullif(max(7, t COLLATE RTRIM), s), CASE WHEN t THEN s ELSE 2.5 END)", 2, k1489 },
  { "(s, t) -> nullif((NULL NOT BETWEEN 'abc' AND 'x') IN (CASE WHEN s THEN x'' ELSE t END, s), min(min('\303\251\346\227\245', t), ((-0.0) NOT LIKE 'x%') COLLATE NOCASE)) % ('x' BETWEEN unicode(t) AND s)", 2, k1490 },
  { "(s, t) -> min(abs(nullif(char(65, unicode(s)), 9223372036854775807 LIKE '%\346\227\245%')) COLLATE NOCASE, max(-3.75, ((x'6162') BETWEEN 7 AND t) GLOB 'a*'))", 2, k1491 },
  { "(s, t) -> unicode(char(65, unicode('%')) OR format('%x|%o', s, s))", 2, k1492 },
  { "(s, t) -> ltrim('-0' COLLATE BINARY IS s)", 2, k1493 },
  { "(s, t) -> (+s) AND unicode(substr(s, 2))", 2, k1494 },
  { "(s, t) -> round(substr('AbC', NULL, t), 3)", 2, k1495 },
  { "(s, t) -> replace(length(t LIKE t ESCAPE '\134'), NOT 0.1, 'XY')", 2, k1496 },
  { "(s, t) -> t < CAST(max(' 12 ', '%') AS INTEGER)", 2, k1497 },
  { "(s, t) -> (1 NOT LIKE '%x') IN (length(s), s)", 2, k1498 },
  { "(s, t) -> nullif(s COLLATE NOCASE, ltrim(replace(2, 'x', 'XY'), rtrim(s)))", 2, k1499 },
  { "(s, t) -> NOT ('3' == s)", 2, k1500 },
  { "(s, t) -> (min(s, s, NULL) NOT LIKE t) COLLATE RTRIM <= (NOT lower(trim(NULL, t)))", 2, k1501 },
  { "(s, t) -> like('', s LIKE '%')", 2, k1502 },
  { "(s, t) -> iif(t, 'a%', -1) - char(1114112, unicode(1e15))", 2, k1503 },
  { "(s, t) -> CASE WHEN unicode(instr(~s, ltrim('\303\251\346\227\245', t))) THEN substr(s, 0) END", 2, k1504 },
  { "(s, t) -> round('x', 1)", 2, k1505 },
  { "(s, t) -> nullif(t AND s, substring('', 9223372036854775807))", 2, k1506 },
  { "(s, t) -> CASE WHEN 0.1 COLLATE RTRIM <= s THEN instr(t, 0.1) ELSE -9223372036854775807 END", 2, k1507 },
  { "(s, t) -> rtrim(lower(trim('1e3')), 2.5) BETWEEN instr(-3.75, t COLLATE NOCASE < '3') AND 1e15", 2, k1508 },
  { "(s, t) -> CAST((+s) NOT IN ('-0' <> 3, 'x') AS INTEGER)", 2, k1509 },
  { "(s, t) -> instr(length(s) NOT LIKE 'x%', NOT s)", 2, k1510 },
  { "(s, t) -> '%' COLLATE NOCASE < (1 LIKE '_b_')", 2, k1511 },
  { "(s, t) -> round(1e15 IS NOT NULL, -9223372036854775807)", 2, k1512 },
  { "(s, t) -> quote(ltrim(ltrim(iif(9223372036854775807, t, t))))", 2, k1513 },
  { "(s, t) -> instr(s, s ISNULL)", 2, k1514 },
  { "(s, t) -> min(like('%\134_%', lower(NULL)), like('x%', 9223372036854775807 LIKE 'x%' ESCAPE '\134') COLLATE RTRIM)", 2, k1515 },
  { "(s, t) -> printf('%#.3g', nullif(0 COLLATE NOCASE, s) NOTNULL) + instr(CASE '1abc' WHEN '%' THEN s WHEN '2.5' THEN 7 ELSE rtrim(-0.0) END, nullif(t, t))", 2, k1516 },
  { "(s, t) -> coalesce(min(s, t COLLATE NOCASE), 3 NOT IN ('-0', s))", 2, k1517 },
  { "(s, t) -> substr(s != CASE s WHEN s THEN -'2.5' WHEN substr(t, NULL, 3) THEN s ELSE substring(-0.0, 9223372036854775807, '2') END, -9223372036854775807)", 2, k1518 },
  { "(s, t) -> instr(s IS t, like('a%', s)) NOT LIKE '%_%'", 2, k1519 },
  { "(s, t) -> hex(substring(t, -2))", 2, k1520 },
  { "(s, t) -> format('%+05d', s ISNULL)", 2, k1521 },
  { "(s, t) -> CAST(t * s * s > 100 AS TEXT)", 2, k1522 },
  { "(s, t) -> char(0x1F600, unicode(max(t COLLATE RTRIM, unicode(s))))", 2, k1523 },
  { "(s, t) -> nullif((iif(s, s, '%') IS NOT NULL) IS NOT NULL, '\303\251\346\227\245')", 2, k1524 },
  { "(s, t) -> max(hex(s), instr(t, nullif(s, 'x')))", 2, k1525 },
  { "(s, t) -> CASE CASE WHEN s THEN t END WHEN t THEN iif(s, t, s) WHEN printf('%012.3f', s) THEN s ELSE abs(t) END", 2, k1526 },
  { "(s, t) -> iif(t >= 0.1, nullif(t, s), 1)", 2, k1527 },
  { "(s, t) -> rtrim(1e15)", 2, k1528 },
  { "(s, t) -> nullif(s COLLATE RTRIM, min(-1, t) COLLATE BINARY != (s NOT BETWEEN '2.5' AND '-0'))", 2, k1529 },
  { "(s, t) -> max(s, iif(t, '2.5', t) COLLATE NOCASE)", 2, k1530 },
  { "(s, t) -> min(substr(round(s), '2', 64) BETWEEN trim('_', char(233, unicode(-0.0))) AND (x'6162'), max(nullif(0, s), quote(t) COLLATE RTRIM) GLOB '*\346\227\245*')", 2, k1531 },
  { "(s, t) -> -(iif(9223372036854775807, 3, s) NOT BETWEEN ((-9223372036854775807) IS NOT t) AND 1e15)", 2, k1532 },
  { "(s, t) -> 9223372036854775807 ISNULL", 2, k1533 },
  { "(s, t) -> ~iif((-(-3.75)) IS NOT min('abc' COLLATE NOCASE, s), CASE max(t COLLATE RTRIM, 'x') WHEN t THEN nullif(' ', t) WHEN round(s) THEN s ELSE t END, ('' NOT IN ('3', '-0')) AND (+'%'))", 2, k1534 },
  { "(s, t) -> substring(nullif(quote(hex('a%')), instr(round(0.1), 1.0)), 1.5, 9223372036854775807)", 2, k1535 },
  { "(s, t) -> printf('%s-%s', upper(t LIKE '' ESCAPE '\134'), -0.0) AND min('x', (-9223372036854775807) COLLATE RTRIM)", 2, k1536 },
  { "(s, t) -> nullif(CAST(quote(min(t, t COLLATE NOCASE)) AS BLOB), replace(typeof(CAST('_' AS TEXT)), CASE WHEN '-0' THEN 'AbC' ELSE 2.5 END, 'XY'))", 2, k1537 },
  { "(s, t) -> '3' COLLATE NOCASE IS length('0x1F')", 2, k1538 },
  { "(s, t) -> typeof(max(coalesce('1e3', 7), s == t, ''))", 2, k1539 },
  { "(s, t) -> coalesce(abs(s), format('%+05d', 'abc'))", 2, k1540 },
  { "(s, t) -> nullif(substr(CASE WHEN NOT '1e3' THEN lower(3) ELSE CASE s WHEN 1.0 THEN s WHEN t THEN 0 ELSE s END END, 0) COLLATE NOCASE, ' 12 ')", 2, k1541 },
  { "(s, t) -> length(CASE NOT t WHEN 7 THEN trim(1, t) WHEN max(t, 2.5, s) THEN s ELSE s = 2 END) IS NOT NULL", 2, k1542 },
  { "(s, t) -> (t GLOB t) NOTNULL", 2, k1543 },
  { "(s, t) -> nullif(ifnull(coalesce(s, -1), s) COLLATE RTRIM, hex(t) LIKE 'A_C')", 2, k1544 },
  { "(s, t) -> printf('%i', iif(-s, NOT s, CASE t WHEN s THEN t WHEN 7 THEN 'x' ELSE 100 END))", 2, k1545 },
  { "(s, t) -> unicode(abs(s) > (-9223372036854775807))", 2, k1546 },
  { "(s, t) -> replace(unicode(t), x'6162', NULL)", 2, k1547 },
  { "(s, t) -> hex(abs('x'))", 2, k1548 },
  { "(s, t) -> abs(upper(coalesce('AbC', t)))", 2, k1549 },
  { "(s, t) -> like('%\346\227\245%', min(s IN ('\303\251\346\227\245', s), (t OR '1e3') COLLATE RTRIM) << min(3, s COLLATE NOCASE))", 2, k1550 },
  { "(s, t) -> coalesce(instr(2, s) NOT GLOB '\077*', '%')", 2, k1551 },
  { "(s, t) -> format('%q', nullif(iif(t, t, t), round(9223372036854775807, 9223372036854775807)))", 2, k1552 },
  { "(s, t) -> substring('', t, -9223372036854775807)", 2, k1553 },
  { "(s, t) -> replace(NOT ' 12 ', hex('2.5'), 'XY')", 2, k1554 },
  { "(s, t) -> like('_b_', CASE WHEN unicode('abc') THEN '' END)", 2, k1555 },
  { "(s, t) -> round(rtrim(abs(s) IS NOT NULL, s IN (1e15, x'')), -9223372036854775807)", 2, k1556 },
  { "(s, t) -> unicode(rtrim(length(t LIKE '%\303\226%' ESCAPE '\134'), s GLOB '*\346\227\245*'))", 2, k1557 },
  { "(s, t) -> ltrim(max(s COLLATE NOCASE, 'x'))", 2, k1558 },
  { "(s, t) -> iif(NOT 100, abs(s NOT IN (iif(s, '%', 2), s)), t)", 2, k1559 },
  { "(s, t) -> lower(CAST(t AS NUMERIC))", 2, k1560 },
  { "(s, t) -> substr(substr(round('\303\251\346\227\245'), 1) BETWEEN nullif(like(lower(t), NULL) COLLATE NOCASE, coalesce(-1, ' 12 ')) AND '_', NULL)", 2, k1561 },
  { "(s, t) -> NOT length(t / s)", 2, k1562 },
  { "(s, t) -> NOT ''", 2, k1563 },
  { "(s, t) -> char(0x1F600, unicode(max(1e15, trim(s, s) COLLATE RTRIM)))", 2, k1564 },
  { "(s, t) -> CAST(iif(s, 2.5, CASE WHEN s THEN substr(t, t, 3) END) AS REAL)", 2, k1565 },
  { "(s, t) -> (typeof(' 12 ' LIKE '%\303\226%') LIKE t ESCAPE '\134') * ((ltrim(1.0) LIKE 'A_C' ESCAPE '\134') IS NULL)", 2, k1566 },
  { "(s, t) -> unicode(ifnull(rtrim(s), nullif(s, t)) IS NULL)", 2, k1567 },
  { "(s, t) -> CAST(ifnull(t LIKE lower(t), t << 'abc') AS NUMERIC)", 2, k1568 },
  { "(s, t) -> replace(length(-3.75), printf('%10.4e', s), 1)", 2, k1569 },
  { "(s, t) -> (abs(CAST('3' AS NUMERIC)) BETWEEN ('1abc' - s < length(x'6162')) AND s) BETWEEN (max(s, s, s) LIKE 'A_C' ESCAPE '\134' | 0.1) AND t", 2, k1570 },
  { "(s, t) -> ((-1) / ' 12 ') BETWEEN 'AbC' AND s", 2, k1571 },
  { "(s, t) -> substring(s, 0, 5)", 2, k1572 },
  { "(s, t) -> NOT (NOT quote(s))", 2, k1573 },
  { "(s, t) -> hex(round(s IS NULL)) LIKE 'x\134%' ESCAPE '\134'", 2, k1574 },
  { "(s, t) -> (-9223372036854775807) COLLATE RTRIM >= replace(7, 1.0, '\303\251')", 2, k1575 },
  { "(s, t) -> 3 NOT GLOB t", 2, k1576 },
  { "(s, t) -> substr(quote('0x1F'), 5, 3)", 2, k1577 },
  { "(s, t) -> format('%s', CASE 1e15 WHEN '1e3' THEN '3' WHEN t THEN 7 ELSE '0x1F' END)", 2, k1578 },
  { "(s, t) -> format('%012.3f', like('a%', t))", 2, k1579 },
  { "(s, t) -> hex(min(printf('%q', min(s, s COLLATE RTRIM)) COLLATE NOCASE, +2.5 == s))", 2, k1580 },
  { "(s, t) -> substring(instr(upper('_'), s), 1, 64)", 2, k1581 },
  { "(s, t) -> ((1e15 NOT BETWEEN min(s, s COLLATE RTRIM) AND (-3.75)) OR abs(length(s))) IN (9223372036854775807, t)", 2, k1582 },
  { "(s, t) -> max(char(-1, unicode(s)) COLLATE NOCASE, iif(s, t, s))", 2, k1583 },
  { "(s, t) -> substr(+CAST(s AS BLOB), 5)", 2, k1584 },
  { "(s, t) -> nullif((s LIKE '%x' ESCAPE '\134') COLLATE NOCASE, nullif('_', 0))", 2, k1585 },
  { "(s, t) -> like('x%', like(t, '1e3' - (x'')) IS NOT NULL)", 2, k1586 },
  { "(s, t) -> substr(length(t), 64, 1.5) NOT GLOB 'a*'", 2, k1587 },
  { "(s, t) -> coalesce(-'\303\251\346\227\245', t NOT LIKE '%x')", 2, k1588 },
  { "(s, t) -> nullif(s COLLATE RTRIM, upper(like('A_C', x''))) ISNULL", 2, k1589 },
  { "(s, t) -> replace(s, 3, '') + CAST(7 AS NUMERIC)", 2, k1590 },
  { "(s, t) -> nullif(upper('AbC'), ifnull('abc', t)) COLLATE BINARY IS length(s GLOB 'x*')", 2, k1591 },
  { "(s, t) -> substring(NOT length(1), 9223372036854775807)", 2, k1592 },
  { "(s, t) -> trim(t & 100)", 2, k1593 },
  { "(s, t) -> CAST((t IS NOT NULL) NOT GLOB t AS NUMERIC)", 2, k1594 },
  { "(s, t) -> round(CASE 9223372036854775807 WHEN 'abc' THEN rtrim(2.5) = substring(-1, -2, 9223372036854775807) WHEN abs(trim(s)) THEN s ELSE substring(t, NULL) NOT GLOB upper(t) END, NULL)", 2, k1595 },
  { "(s, t) -> '1abc' LIKE '%b%' ESCAPE '\134'", 2, k1596 },
  { "(s, t) -> typeof(substring(substring(t COLLATE RTRIM > NULL, -1), 9223372036854775807, '2'))", 2, k1597 },
  { "(s, t) -> unicode(substr(instr(s * s, char(NULL, unicode(t))), -9223372036854775807))", 2, k1598 },
  { "(s, t) -> min(CASE WHEN t THEN 0.1 END, instr(NULL, CASE s WHEN '1e3' THEN s WHEN t THEN t ELSE t END) COLLATE RTRIM)", 2, k1599 },
  { "(s, t) -> -unicode(upper(-9223372036854775807))", 2, k1600 },
  { "(s, t) -> typeof(typeof(-1))", 2, k1601 },
  { "(s, t) -> CAST(unicode(t NOT LIKE '%_%') AS NUMERIC)", 2, k1602 },
  { "(s, t) -> lower(unicode(replace('AbC', 1e15, '')))", 2, k1603 },
  { "(s, t) -> CASE like('_b_', x'') WHEN 'a%' THEN hex('x') WHEN s NOT GLOB '[!a]*' THEN '-0' ELSE '2.5' END", 2, k1604 },
  { "(s, t) -> nullif(rtrim(-3.75) COLLATE RTRIM, t) = (NOT (max(9223372036854775807 COLLATE RTRIM, s) <= round(s, 2)))", 2, k1605 },
  { "(s, t) -> min('-0' NOT BETWEEN (100 AND t) AND s, nullif(x'6162', typeof('1e3')))", 2, k1606 },
  { "(s, t) -> coalesce(7, '1e3') <> upper(2)", 2, k1607 },
  { "(s, t) -> nullif(round(typeof(s)) NOT IN (substring(t, 0), '2.5'), s COLLATE NOCASE > (NOT (t IS NULL)))", 2, k1608 },
  { "(s, t) -> round(nullif(substring(-9223372036854775807, -9223372036854775807, t), CASE WHEN s THEN s END), 0)", 2, k1609 },
  { "(s, t) -> nullif(like('', instr('1e3', min(s, 2))), t)", 2, k1610 },
  { "(s, t) -> unicode(t) IS min('\303\251\346\227\245', t)", 2, k1611 },
  { "(s, t) -> printf('%x|%o', length(t) COLLATE NOCASE >= t, '3' IN (s, -0.0))", 2, k1612 },
  { "(s, t) -> round(trim(nullif(max('-0' COLLATE RTRIM, s) COLLATE RTRIM, min('AbC', '\303\251\346\227\245')), s))", 2, k1613 },
  { "(s, t) -> CAST(like('', 1e15) AS NUMERIC)", 2, k1614 },
  { "(s, t) -> max(s, instr(like('%c', s LIKE '%\303\226%' ESCAPE '\134'), max('2.5', NULL)))", 2, k1615 },
  { "(s, t) -> min(t, (('a%' LIKE t) >= 'AbC') COLLATE NOCASE) IN (instr(like('%\134_%', iif('', '', t)), rtrim(s, t)), s)", 2, k1616 },
  { "(s, t) -> min(s LIKE '%\346\227\245%', s NOT NULL * 'abc', t) COLLATE BINARY != s", 2, k1617 },
  { "(s, t) -> -char(0, unicode('x'))", 2, k1618 },
  { "(s, t) -> ((NULL <> s) COLLATE RTRIM < (NOT 9223372036854775807)) COLLATE NOCASE <= hex(CASE '' WHEN 9223372036854775807 THEN '-0' WHEN x'' THEN s ELSE s END)", 2, k1619 },
  { "(s, t) -> instr(iif(t, 'x' GLOB '\077*', s < ''), length(s))", 2, k1620 },
  { "(s, t) -> CASE WHEN char(1114112, unicode(rtrim(min(t COLLATE NOCASE, -0.0)))) THEN iif(unicode(s NOT LIKE 'x\134%'), CASE '_' <= '\303\251\346\227\245' WHEN t THEN t WHEN t THEN x'' ELSE iif(2.5, '-0', s) END, substring('\303\251\346\227\245' NOT IN (s, t), -1)) END", 2, k1621 },
  { "(s, t) -> nullif((CASE -0.0 WHEN s THEN s WHEN 1 THEN -9223372036854775807 ELSE t END) COLLATE RTRIM, t IS NOT (-0.0))", 2, k1622 },
  { "(s, t) -> rtrim(quote('\303\251\346\227\245'))", 2, k1623 },
  { "(s, t) -> nullif(nullif('0x1F' COLLATE RTRIM, s) & substring(x'', -1, -1), s)", 2, k1624 },
  { "(s, t) -> (replace(s || 9223372036854775807, s, '') LIKE 'x%' ESCAPE '\134') LIKE '_'", 2, k1625 },
  { "(s, t) -> instr(replace(iif(CASE t WHEN '\303\251\346\227\245' THEN t WHEN x'' THEN t ELSE s END, length(s), instr('1abc', -0.0)), round(' 12 ', 1), NULL), (-3.75) > s)", 2, k1626 },
  { "(s, t) -> abs(t IS NOT NULL)", 2, k1627 },
  { "(s, t) -> quote(9223372036854775807 COLLATE RTRIM IS NULL) & ' '", 2, k1628 },
  { "(s, t) -> like('%_%', char(1114112, unicode(format('%.2g', 100 BETWEEN 7 AND '%'))))", 2, k1629 },
  { "(s, t) -> replace(round(max(s COLLATE RTRIM, s)), t NOT LIKE 'x%', '')", 2, k1630 },
  { "(s, t) -> max(nullif(unicode(CASE '0x1F' WHEN 1 THEN '2.5' WHEN s THEN t ELSE ' ' END), iif(quote('_'), NOT s, '3')) COLLATE RTRIM, 'abc')", 2, k1631 },
  { "(s, t) -> rtrim(nullif(s, 2), length(NULL))", 2, k1632 },
  { "(s, t) -> min((CASE WHEN '\303\251\346\227\245' THEN s END) COLLATE RTRIM, 'x')", 2, k1633 },
  { "(s, t) -> max(s COLLATE RTRIM, printf('%5c', 2.5))", 2, k1634 },
  { "(s, t) -> (hex(t) LIKE '%' ESCAPE '\134') NOT LIKE '%'", 2, k1635 },
  { "(s, t) -> substr(hex(NOT s), -9223372036854775807)", 2, k1636 },
  { "(s, t) -> instr('-0', -0.0) IS (t NOTNULL)", 2, k1637 },
  { "(s, t) -> CAST(s AS REAL)", 2, k1638 },
  { "(s, t) -> (abs(1) = substring('1abc', t, 3)) COLLATE BINARY = replace(unicode(s), round(-3.75), '')", 2, k1639 },
  { "(s, t) -> max('abc', s COLLATE NOCASE)", 2, k1640 },
  { "(s, t) -> NULL != abs(2.5)", 2, k1641 },
  { "(s, t) -> substr(abs(s), 3)", 2, k1642 },
  { "(s, t) -> nullif(substr(round(min(t COLLATE NOCASE, t)), -1), min(~s, t || s) BETWEEN ((-s) IS NULL) AND s)", 2, k1643 },
  { "(s, t) -> CAST(nullif(round(3 = s), CASE WHEN min('1abc' COLLATE NOCASE, -1) THEN x'6162' END) AS TEXT)", 2, k1644 },
  { "(s, t) -> substring(CASE WHEN t THEN s ELSE t END, -9223372036854775807) AND (instr(-1, t) NOT IN (replace(s, s, 1), s))", 2, k1645 },
  { "(s, t) -> substring((rtrim(1e15) > iif(t, t, s)) LIKE '%' ESCAPE '\134', 64, t)", 2, k1646 },
  { "(s, t) -> like('%b%', replace(CAST(unicode(t) AS TEXT), iif(s, 3, t), 'XY'))", 2, k1647 },
  { "(s, t) -> CASE substr('0x1F', 1) WHEN s THEN iif(-9223372036854775807, 'abc', t) WHEN iif(s, 9223372036854775807, s) THEN -1 ELSE trim('_') END", 2, k1648 },
  { "(s, t) -> substr('1abc' NOT LIKE '_', 0)", 2, k1649 },
  { "(s, t) -> instr(2.5 IN (2.5, 1), t NOT IN ('0x1F', s))", 2, k1650 },
  { "(s, t) -> '1abc' LIKE 'x\134%'", 2, k1651 },
  { "(s, t) -> coalesce(CASE coalesce('0x1F', s) COLLATE RTRIM IS length(s) WHEN ' 12 ' THEN CASE t WHEN s THEN upper('%') WHEN 'AbC' NOT LIKE t THEN 0 ELSE s COLLATE BINARY > (-9223372036854775807) END WHEN (s ISNULL) COLLATE BINARY < s THEN t ELSE s END, s)", 2, k1652 },
  { "(s, t) -> char(1114112, unicode(((-1) LIKE lower(t) ESCAPE '\134') LIKE '%c'))", 2, k1653 },
  { "(s, t) -> s IS NOT NULL", 2, k1654 },
  { "(s, t) -> replace(CASE 1.0 WHEN t THEN s WHEN '1e3' THEN '%' ELSE NULL END != t, '2.5' / s, '\303\251')", 2, k1655 },
  { "(s, t) -> NOT char(0x1F600, unicode(-0.0))", 2, k1656 },
  { "(s, t) -> typeof(like(lower(t), '1e3')) IN (min(100, CASE 7 WHEN s THEN -0.0 WHEN t THEN t ELSE t END), t)", 2, k1657 },
  { "(s, t) -> quote(s) NOT BETWEEN ' 12 ' AND s", 2, k1658 },
  { "(s, t) -> hex(s) LIKE '_'", 2, k1659 },
  { "(s, t) -> min('%' COLLATE NOCASE, abs(CASE WHEN '0x1F' LIKE '%c' ESCAPE '\134' THEN iif(t, t, s) ELSE s >> s END))", 2, k1660 },
  { "(s, t) -> like('abc', like('x\134%', '\303\251\346\227\245'))", 2, k1661 },
  { "(s, t) -> quote(3 >= s) LIKE 'abc' ESCAPE '\134'", 2, k1662 },
  { "(s, t) -> replace(typeof(length('0x1F')), length(s), '')", 2, k1663 },
  { "(s, t) -> char(0x1F600, unicode(1e15))", 2, k1664 },
  { "(s, t) -> +trim(max(-3.75, (x'') COLLATE NOCASE))", 2, k1665 },
  { "(s, t) -> +lower(s)", 2, k1666 },
  { "(s, t) -> printf('%5c', '3' LIKE '%_%' ESCAPE '\134')", 2, k1667 },
  { "(s, t) -> coalesce(CAST('-0' & s AS NUMERIC), iif(ltrim(s, t), t, instr(x'6162', s))) COLLATE NOCASE >= nullif((CASE WHEN '' THEN CASE t WHEN 1.0 THEN s WHEN s THEN s ELSE x'' END END) COLLATE NOCASE, 0.1)", 2, k1668 },
  { "(s, t) -> max(t COLLATE RTRIM, (CASE -0.0 WHEN s THEN like('abc', s) WHEN s COLLATE BINARY = 3 THEN 1.0 ELSE '2.5' LIKE 'A_C' ESCAPE '\134' END) NOT IN (char(233, unicode(t < 'abc')), 'x'))", 2, k1669 },
  { "(s, t) -> iif(length(t COLLATE BINARY > s) < char(-1, unicode(like('', 1e15))), +('0x1F' / min(s COLLATE RTRIM, s)), '-0')", 2, k1670 },
  { "(s, t) -> s NOT IN (round('abc'), s)", 2, k1671 },
  { "(s, t) -> (((t > s) LIKE 'x\134%' ESCAPE '\134') LIKE '%b%') LIKE '%b%'", 2, k1672 },
  { "(s, t) -> ltrim(NOT (CASE s WHEN '_' THEN 2.5 WHEN s THEN 100 ELSE t END), s)", 2, k1673 },
  { "(s, t) -> quote(min(abs(s NOT BETWEEN t AND t), iif(unicode(s), '-0' LIKE 'abc' ESCAPE '\134', round(s, -2)) COLLATE RTRIM))", 2, k1674 },
  { "(s, t) -> printf('%012.3f', substring('AbC', -9223372036854775807) OR ltrim(t, ''))", 2, k1675 },
  { "(s, t) -> CASE length(s) IS NULL WHEN -1 THEN substring(t, '2', 9223372036854775807) == format('%-+9.2e', -0.0) WHEN instr(coalesce(t, '0x1F'), '0x1F' NOT GLOB '[a-]*') THEN s ELSE 1 <> (0.1 NOT BETWEEN '0x1F' AND t) END", 2, k1676 },
  { "(s, t) -> (7 LIKE t ESCAPE '\134') IN (min(format('% d|%-6i|', t <= s, s), CASE coalesce(t, s) WHEN t THEN upper(' ') WHEN NULL GLOB '[^a]*' THEN 'abc' ELSE nullif(t COLLATE RTRIM, s) END), t)", 2, k1677 },
  { "(s, t) -> round(hex(char(1114112, unicode(s))))", 2, k1678 },
  { "(s, t) -> ltrim((1e15 COLLATE BINARY <= '2.5') NOT LIKE '%' <> s)", 2, k1679 },
  { "(s, t) -> coalesce(' 12 ', s) IS NULL", 2, k1680 },
  { "(s, t) -> s = '2.5'", 2, k1681 },
  { "(s, t) -> quote(CASE '%' WHEN t THEN s WHEN 'x' THEN x'' ELSE s END)", 2, k1682 },
  { "(s, t) -> nullif(like('_', length(s)), 2)", 2, k1683 },
  { "(s, t) -> coalesce(abs('abc') <= ltrim(t, s), s) LIKE '%x' ESCAPE '\134'", 2, k1684 },
  { "(s, t) -> upper(printf('%5c', ' '))", 2, k1685 },
  { "(s, t) -> length(100 LIKE 'A_C' ESCAPE '\134')", 2, k1686 },
  { "(s, t) -> (trim(' 12 ', t) NOTNULL) GLOB '[^a]*'", 2, k1687 },
  { "(s, t) -> substr(min(2 COLLATE NOCASE, s NOT LIKE '%c') GLOB t, NULL, 5)", 2, k1688 },
  { "(s, t) -> instr(NOT (+0.1), substring('\303\251\346\227\245', NULL, 9223372036854775807)) IN (('abc' NOT BETWEEN (x'6162') AND 0 & min(NULL, '-0' COLLATE RTRIM)) LIKE '%b%', s)", 2, k1689 },
  { "(s, t) -> lower(t) IS NOT NULL", 2, k1690 },
  { "(s, t) -> printf('%i', t) OR instr(9223372036854775807, ' 12 ')", 2, k1691 },
  { "(s, t) -> coalesce('1abc', s) GLOB '*['", 2, k1692 },
  { "(s, t) -> min(NOT s, abs('2.5'), 'a%')", 2, k1693 },
  { "(s, t) -> hex(min('AbC', -9223372036854775807, s))", 2, k1694 },
  { "(s, t) -> hex(substring(2.5, 3, 2))", 2, k1695 },
  { "(s, t) -> like('%b%', length('abc'))", 2, k1696 },
  { "(s, t) -> -(~(s LIKE 'A_C' ESCAPE '\134'))", 2, k1697 },
  { "(s, t) -> min(iif(s, 0.1, s), ('x' GLOB t) COLLATE NOCASE)", 2, k1698 },
  { "(s, t) -> 0 NOTNULL", 2, k1699 },
  { "(s, t) -> like('%\346\227\245%', format('%.3s', max(t, min(3 COLLATE RTRIM, t), '0x1F')))", 2, k1700 },
  { "(s, t) -> round(+replace(round(t), rtrim(s, s), NULL), '2')", 2, k1701 },
  { "(s, t) -> ((hex(s) GLOB '*x') NOT NULL) BETWEEN ((trim(2, s) || t) ISNULL) AND '3'", 2, k1702 },
  { "(s, t) -> replace(iif(t, t, 1), ifnull(s, t), NULL)", 2, k1703 },
  { "(s, t) -> hex(instr(s, t))", 2, k1704 },
  { "(s, t) -> like('A_C', substring(2 LIKE '', 3))", 2, k1705 },
  { "(s, t) -> substring(+t, 64)", 2, k1706 },
  { "(s, t) -> iif((CASE WHEN 1.0 THEN 'AbC' ELSE min(-3.75, '3' COLLATE RTRIM) END) LIKE '%b%' ESCAPE '\134', (CASE WHEN nullif('AbC', 'AbC') THEN t <= (x'6162') ELSE t + s END) - 9223372036854775807, char(-1, unicode(coalesce(abs(s), trim(9223372036854775807)))))", 2, k1707 },
  { "(s, t) -> abs(NOT char(65, unicode(s)))", 2, k1708 },
  { "(s, t) -> '' < max('AbC' COLLATE NOCASE >= t, (-0.0) << (s IS NOT 0))", 2, k1709 },
  { "(s, t) -> abs(s) COLLATE NOCASE = abs(CAST(abs(2) AS BLOB))", 2, k1710 },
  { "(s, t) -> abs(hex(x'6162') COLLATE RTRIM = trim(t, t))", 2, k1711 },
  { "(s, t) -> like('_', t) LIKE ''", 2, k1712 },
  { "(s, t) -> round(CASE WHEN '\303\251\346\227\245' NOT GLOB t THEN t END, -1)", 2, k1713 },
  { "(s, t) -> NOT abs(t) / max(trim(s, s), iif(s, t, s))", 2, k1714 },
  { "(s, t) -> ifnull(printf('%X', -0.0) IS max('x', (x'6162') COLLATE NOCASE), t) COLLATE NOCASE IS t", 2, k1715 },
  { "(s, t) -> NOT abs(unicode('x'))", 2, k1716 },
  { "(s, t) -> hex((CASE WHEN t LIKE 'abc' ESCAPE '\134' THEN '_' == 1.0 ELSE iif('-0', s, s) END) LIKE '%x' ESCAPE '\134')", 2, k1717 },
  { "(s, t) -> substring(0.1 - (CASE 'a%' WHEN x'6162' THEN s WHEN '-0' THEN -1 ELSE s END), 2, -9223372036854775807)", 2, k1718 },
  { "(s, t) -> t LIKE '%b%'", 2, k1719 },
  { "(s, t) -> replace(hex('_'), t NOTNULL, '')", 2, k1720 },
  { "(s, t) -> char(1114112, unicode(replace(s LIKE '%\303\226%', char(0x1F600, unicode(s)), 1)))", 2, k1721 },
  { "(s, t) -> typeof('' NOT IN (t, '1e3'))", 2, k1722 },
  { "(s, t) -> typeof(t NOT IN (s, t))", 2, k1723 },
  { "(s, t) -> round(max(3, 'AbC'), 64)", 2, k1724 },
  { "(s, t) -> CASE 0 WHEN s THEN trim(instr(min(s, s, 0.1), (x'6162') ISNULL), CASE WHEN '3' THEN 'x' END) WHEN quote(typeof('%')) NOT LIKE '%c' THEN s ELSE iif(+s, s NOT IN (s, s), hex(7)) LIKE '%c' ESCAPE '\134' END", 2, k1725 },
  { "(s, t) -> unicode(min(s, t COLLATE NOCASE) = 2) COLLATE RTRIM = typeof('abc' NOT LIKE '%b%')", 2, k1726 },
  { "(s, t) -> trim(round(s >> 2, 0), abs(s))", 2, k1727 },
  { "(s, t) -> hex(t) << max(1e15 COLLATE RTRIM, '\303\251\346\227\245')", 2, k1728 },
  { "(s, t) -> replace(s, s, 'XY')", 2, k1729 },
  { "(s, t) -> round(coalesce(t, 2))", 2, k1730 },
  { "(s, t) -> like('%x', CASE WHEN substring(s, 3) THEN quote('2.5') END)", 2, k1731 },
  { "(s, t) -> format('%d', char(233, unicode(substr(s, 0))))", 2, k1732 },
  { "(s, t) -> nullif(s, ifnull(ltrim(trim(-9223372036854775807, s), unicode('3')), format('%d', printf('%s-%s', '1abc', s))))", 2, k1733 },
  { "(s, t) -> quote(7 NOTNULL)", 2, k1734 },
  { "(s, t) -> length(1.0) IN (s, 1.0)", 2, k1735 },
  { "(s, t) -> CAST(like('_', hex(s)) AS INTEGER)", 2, k1736 },
  { "(s, t) -> rtrim(round(s), instr(s, NULL))", 2, k1737 },
  { "(s, t) -> substr(unicode(replace('1abc', '', 'XY')), 1.5)", 2, k1738 },
  { "(s, t) -> (~'0x1F') COLLATE NOCASE != format('%d', '-0')", 2, k1739 },
  { "(s, t) -> ('-0' || 'abc') < s", 2, k1740 },
  { "(s, t) -> CASE 'AbC' NOT IN (s, t) WHEN s THEN '%' WHEN trim(s) THEN 7 ELSE s LIKE '%' END", 2, k1741 },
  { "(s, t) -> NOT format('%g', NOT t)", 2, k1742 },
  { "(s, t) -> ltrim(-1, s NOT GLOB '*')", 2, k1743 },
  { "(s, t) -> ' ' ISNULL", 2, k1744 },
  { "(s, t) -> CASE min(upper('a%') COLLATE NOCASE, nullif('_', '-0')) WHEN 'abc' THEN iif(s, max(t, x'6162'), instr(t, 2.5)) WHEN upper(s) GLOB '[!a]*' THEN s ELSE s END", 2, k1745 },
  { "(s, t) -> ltrim(unicode(t), s LIKE '%c' ESCAPE '\134')", 2, k1746 },
  { "(s, t) -> min(t, unicode(round(t)) COLLATE RTRIM)", 2, k1747 },
  { "(s, t) -> rtrim(min('3', '-0'))", 2, k1748 },
  { "(s, t) -> round(typeof(min(s COLLATE RTRIM, s)) NOT GLOB '[!a]*')", 2, k1749 },
  { "(s, t) -> typeof(length(2 NOT LIKE 'a%')) <> unicode(instr(CASE ' ' WHEN s THEN t WHEN s THEN t ELSE x'' END, 2.5))", 2, k1750 },
  { "(s, t) -> substr(like('%', t), 1) COLLATE NOCASE > printf('%#o', s > t)", 2, k1751 },
  { "(s, t) -> max(~unicode(s), nullif(nullif(t, 100) COLLATE NOCASE, trim(t, t))) LIKE '%_%'", 2, k1752 },
  { "(s, t) -> nullif(s COLLATE RTRIM, unicode(s))", 2, k1753 },
  { "(s, t) -> (CASE substr(s, 9223372036854775807) WHEN '2.5' THEN s WHEN hex(-9223372036854775807) THEN t ELSE 1e15 END) LIKE '%\346\227\245%'", 2, k1754 },
  { "(s, t) -> (CASE WHEN (x'') NOT BETWEEN 9223372036854775807 AND 0.1 THEN substr(s, 5, 1.5) END) NOT NULL", 2, k1755 },
  { "(s, t) -> (NOT nullif(-0.0, 3)) NOT NULL", 2, k1756 },
  { "(s, t) -> rtrim(t)", 2, k1757 },
  { "(s, t) -> CASE WHEN trim(printf('% d|%-6i|', '\303\251\346\227\245', t) GLOB 'a*', s NOT BETWEEN 1 AND s) THEN CASE WHEN substr(hex(s), t, 64) THEN hex(CASE t WHEN s THEN ' 12 ' WHEN s THEN s ELSE s END) END ELSE substr(CASE length('2.5') WHEN 1.0 THEN s WHEN ' ' THEN t ELSE 9223372036854775807 LIKE '_b_' ESCAPE '\134' END, 1) END", 2, k1758 },
  { "(s, t) -> like('a%', '_') IN (t IS NOT NULL, '3')", 2, k1759 },
  { "(s, t) -> min(2, '1abc')", 2, k1760 },
  { "(s, t) -> replace(('_' OR replace(s, 0, NULL)) LIKE 'A_C' ESCAPE '\134', s, '\303\251')", 2, k1761 },
  { "(s, t) -> format('%X', substring(max('0x1F' LIKE '_b_', (+t) COLLATE NOCASE), 1))", 2, k1762 },
  { "(s, t) -> CASE WHEN substring(s, -9223372036854775807, -1) THEN -0.0 ELSE (CAST(t AS NUMERIC) LIKE '%\134_%' ESCAPE '\134') + round(t COLLATE NOCASE = s, -2) END", 2, k1763 },
  { "(s, t) -> replace(iif(-1, '-0', hex(t NOT NULL)), 2, NULL)", 2, k1764 },
  { "(s, t) -> NOT quote(max(s, t))", 2, k1765 },
  { "(s, t) -> iif(trim(-3.75), '-0' NOT BETWEEN (-1) AND 2, (x'6162') NOT LIKE '%_%')", 2, k1766 },
  { "(s, t) -> char(0x1F600, unicode('1abc' COLLATE RTRIM < CAST(2.5 AS NUMERIC))) != lower(rtrim(s, s) LIKE '%\303\226%' ESCAPE '\134')", 2, k1767 },
  { "(s, t) -> iif(length(x'6162'), 2.5, unicode('2.5'))", 2, k1768 },
  { "(s, t) -> nullif(substring(' ', '2', 3), hex(instr(t, like('x%', t))))", 2, k1769 },
  { "(s, t) -> (CASE WHEN -9223372036854775807 THEN t ELSE (s >> 2) = max('0x1F', -3.75) END) OR iif('a%', hex(9223372036854775807) > t, lower(s << (-3.75)))", 2, k1770 },
  { "(s, t) -> typeof(0.1) != abs('1abc')", 2, k1771 },
  { "(s, t) -> typeof(unicode(nullif(t, s GLOB '[^a]*')))", 2, k1772 },
  { "(s, t) -> instr(coalesce(s, nullif('AbC', '_')), t) / ltrim('%')", 2, k1773 },
  { "(s, t) -> like('%c', t)", 2, k1774 },
  { "(s, t) -> substr(s, 64, -1) LIKE 'x\134%' ESCAPE '\134'", 2, k1775 },
  { "(s, t) -> replace(replace(lower(NOT (x'6162')), t >> s, 1), iif('0x1F', -1, s), '-')", 2, k1776 },
  { "(s, t) -> char(NULL, unicode(t * (-3.75))) ISNULL", 2, k1777 },
  { "(s, t) -> abs(x'') >> iif(nullif(ifnull(s, s), -1), quote('AbC' NOT GLOB upper(t)), round(7) NOT NULL)", 2, k1778 },
  { "(s, t) -> instr(char(1114112, unicode(t)), CASE '_' WHEN s THEN NULL WHEN '_' THEN '3' ELSE t END)", 2, k1779 },
  { "(s, t) -> coalesce(t, t) COLLATE BINARY > trim('x', t)", 2, k1780 },
  { "(s, t) -> hex(rtrim(nullif(nullif(t COLLATE RTRIM, s) COLLATE NOCASE, min(s, s COLLATE NOCASE)), t BETWEEN t AND s))", 2, k1781 },
  { "(s, t) -> char(-1, unicode(x'6162'))", 2, k1782 },
  { "(s, t) -> NOT (t COLLATE BINARY <= (-0.0))", 2, k1783 },
  { "(s, t) -> like('%\303\226%', ifnull('%', t)) LIKE '_'", 2, k1784 },
  { "(s, t) -> like('%_%', s) GLOB '*'", 2, k1785 },
  { "(s, t) -> coalesce(CASE WHEN '-0' COLLATE RTRIM <= 'AbC' THEN instr(t, 9223372036854775807) ELSE lower(-9223372036854775807) END, replace(typeof(s), t < s, '\303\251'))", 2, k1786 },
  { "(s, t) -> upper(t != iif(max(s, s), s != t, t))", 2, k1787 },
  { "(s, t) -> ~like('%b%', t)", 2, k1788 },
  { "(s, t) -> like('%\346\227\245%', replace(ifnull(s != t, 7 % s), min(s COLLATE NOCASE, s), '\303\251'))", 2, k1789 },
  { "(s, t) -> trim(-0.0) COLLATE NOCASE IS unicode(0)", 2, k1790 },
  { "(s, t) -> length(t) ISNULL", 2, k1791 },
  { "(s, t) -> replace(printf('%s-%s', s LIKE '', format('%Q', t)), s GLOB '*[a-c]*', NULL) & like('x%', round(t, 1) NOT GLOB '*')", 2, k1792 },
  { "(s, t) -> replace(t NOT LIKE t, like('abc', 2), 1) IS NULL", 2, k1793 },
  { "(s, t) -> s NOT IN ((s GLOB '[a-]*') | min(t, 1e15), t)", 2, k1794 },
  { "(s, t) -> coalesce(min(CAST(x'6162' AS INTEGER), (s IN ('%', s)) COLLATE NOCASE), replace(x'6162', s % s, 1))", 2, k1795 },
  { "(s, t) -> char(-1, unicode(length(s)))", 2, k1796 },
  { "(s, t) -> round(upper(t AND 100), -2) NOT LIKE '%\346\227\245%'", 2, k1797 },
  { "(s, t) -> rtrim((max(s, s COLLATE NOCASE) - format('%X', 1)) LIKE 'x%' ESCAPE '\134', t NOT BETWEEN s AND 1e15)", 2, k1798 },
  { "(s, t) -> s NOT GLOB upper(t)", 2, k1799 },
  { "(s, t) -> nullif(abs(2.5) = CAST(s AS NUMERIC), CASE WHEN length(s) THEN rtrim(100, 2) ELSE round(s) END)", 2, k1800 },
  { "(s, t) -> CAST(-1 AS TEXT)", 2, k1801 },
  { "(s, t) -> nullif(NULL, abs(rtrim(-9223372036854775807)) BETWEEN substring('1e3', NULL, 0) AND ' ')", 2, k1802 },
  { "(s, t) -> length((CASE s WHEN '_' THEN s WHEN 1.0 THEN t ELSE -1 END) LIKE '%_%') >> (nullif(min(s, s COLLATE RTRIM), t LIKE 'x\134%') >= instr(lower(s), s))", 2, k1803 },
  { "(s, t) -> unicode(nullif('\303\251\346\227\245', x''))", 2, k1804 },
  { "(s, t) -> like('_', 1.0 COLLATE RTRIM = t)", 2, k1805 },
  { "(s, t) -> nullif(abs(unicode(t)) COLLATE NOCASE, char(0x1F600, unicode(t)) LIKE 'x\134%' ESCAPE '\134')", 2, k1806 },
  { "(s, t) -> round(instr(t, s), 1.5)", 2, k1807 },
  { "(s, t) -> CASE WHEN max(abs(char(NULL, unicode(100))) COLLATE RTRIM, iif(-NULL, lower(0), s BETWEEN t AND (-9223372036854775807))) THEN (instr(' ', t) LIKE '%_%' ESCAPE '\134') % (-'3' + s NOT NULL) ELSE CASE WHEN max(s, NULL) NOT LIKE 'x\134%' THEN replace(abs(s), x'', '') END END", 2, k1808 },
  { "(s, t) -> (s >> t) LIKE '%_%'", 2, k1809 },
  { "(s, t) -> trim((s GLOB '*[') NOT LIKE '%\134_%') & substr(char(1114112, unicode(substr(1.0, -1))), 9223372036854775807)", 2, k1810 },
  { "(s, t) -> (char(65, unicode(t IS NOT NULL)) NOT IN (s, s)) BETWEEN max(length(iif(s, t, 'a%')), abs(substr(1e15, -1, 2))) AND 100", 2, k1811 },
  { "(s, t) -> CASE '2.5' WHEN '2.5' THEN upper(t) WHEN format('%e', 1) THEN -1 ELSE replace(7, s, '') END", 2, k1812 },
  { "(s, t) -> coalesce(iif(' 12 ', s, 0.1), rtrim('2.5', ''))", 2, k1813 },
  { "(s, t) -> CAST(ltrim('AbC') AS REAL)", 2, k1814 },
  { "(s, t) -> ((CASE s WHEN 3 THEN t WHEN 100 THEN 1 ELSE x'' END) - abs(t)) COLLATE NOCASE >= rtrim(length(s), t OR t)", 2, k1815 },
  { "(s, t) -> min('' + s, (-(-1)) COLLATE RTRIM)", 2, k1816 },
  { "(s, t) -> iif(CASE (t NOT LIKE t) LIKE 'A_C' ESCAPE '\134' WHEN NULL THEN substr(min('1e3', t COLLATE NOCASE), 3, -1) WHEN like('%', 3 LIKE '_' ESCAPE '\134') THEN NULL ELSE length(t) IN (t, -1) END, format('%#o', nullif(printf('%.2g', -9223372036854775807) COLLATE RTRIM, CAST(s AS NUMERIC))), s)", 2, k1817 },
  { "(s, t) -> abs(unicode(t) COLLATE BINARY != ((-1) ISNULL))", 2, k1818 },
  { "(s, t) -> CASE WHEN substring(replace(-0.0, t, 'XY'), 5, NULL) IN (char(0, unicode('abc')) COLLATE RTRIM IS like('%c', 3), s) THEN CASE WHEN like(t, iif(s, ' ', t)) THEN substr(replace(t, s, '\303\251'), 0) ELSE '2.5' END ELSE nullif(('%' LIKE '%\346\227\245%' ESCAPE '\134') COLLATE NOCASE, round(trim(s))) END", 2, k1819 },
  { "(s, t) -> substr(quote(-1), 0, 1.5)", 2, k1820 },
  { "(s, t) -> CAST(t IN ('-0', s) AS BLOB)", 2, k1821 },
  { "(s, t) -> upper(t) + 'abc'", 2, k1822 },
  { "(s, t) -> iif(format('%#.3g', coalesce(t, 1)), ((-3.75) COLLATE RTRIM != t) LIKE 'abc', s)", 2, k1823 },
  { "(s, t) -> nullif('AbC' COLLATE RTRIM, iif(max(max(3, s COLLATE RTRIM), min('-0' COLLATE NOCASE, 0) COLLATE RTRIM), round(iif(1.0, s, '2.5'), 3), s))", 2, k1824 },
  { "(s, t) -> ~trim(s, 100)", 2, k1825 },
  { "(s, t) -> round(coalesce(t, ' '), 2)", 2, k1826 },
  { "(s, t) -> hex(ltrim(s) OR lower(t))", 2, k1827 },
  { "(s, t) -> rtrim(round(2, 3))", 2, k1828 },
  { "(s, t) -> instr(instr('0x1F', 1) NOT GLOB 'a*', ~s)", 2, k1829 },
  { "(s, t) -> NOT max(t, '-0' NOT LIKE 'A_C')", 2, k1830 },
  { "(s, t) -> unicode(rtrim(100, 2)) LIKE 'abc'", 2, k1831 },
  { "(s, t) -> CASE round(t, -2) WHEN s THEN format('% d|%-6i|', '3', 2) WHEN '\303\251\346\227\245' THEN ' 12 ' ELSE +'1e3' END", 2, k1832 },
  { "(s, t) -> min(abs((NOT s) NOT LIKE 'abc') COLLATE NOCASE, ifnull(quote(t) == t, (t > t) || (2.5 != '%')))", 2, k1833 },
  { "(s, t) -> substr(nullif(s, -3.75), 1.5, 64)", 2, k1834 },
  { "(s, t) -> abs(ltrim(' ')) COLLATE RTRIM > (min(t COLLATE NOCASE, t) NOT GLOB '*[a-c]*')", 2, k1835 },
  { "(s, t) -> like(lower(t), CASE t WHEN 7 THEN s WHEN t THEN ' ' ELSE 2.5 END)", 2, k1836 },
  { "(s, t) -> trim(s)", 2, k1837 },
  { "(s, t) -> substr(char(1114112, unicode(instr(CAST(t AS BLOB), t IN ('1abc', s)))), 1.5, -9223372036854775807)", 2, k1838 },
  { "(s, t) -> quote(lower(t))", 2, k1839 },
  { "(s, t) -> +(CASE t NOT GLOB '[!a]*' WHEN 7 THEN +(-9223372036854775807) WHEN s THEN ' 12 ' ELSE s END)", 2, k1840 },
  { "(s, t) -> 0 COLLATE RTRIM != length(nullif(t, CASE WHEN t THEN 0.1 ELSE t END))", 2, k1841 },
  { "(s, t) -> trim(length(7), CASE 'a%' WHEN t THEN s WHEN '%' THEN s ELSE t END)", 2, k1842 },
  { "(s, t) -> (~'-0') IS NULL", 2, k1843 },
  { "(s, t) -> iif(t, '1e3', abs(instr(s, t)))", 2, k1844 },
  { "(s, t) -> NOT (CASE WHEN -9223372036854775807 THEN t END)", 2, k1845 },
  { "(s, t) -> max(CAST(s AS BLOB) GLOB '*\346\227\245*', 'AbC')", 2, k1846 },
  { "(s, t) -> hex(NOT s)", 2, k1847 },
  { "(s, t) -> nullif(max(s COLLATE NOCASE, substring('-0', 3)), '1abc')", 2, k1848 },
  { "(s, t) -> min((s >> format('%X', s || 2)) COLLATE NOCASE, ltrim(max(abs(t), char(-1, unicode(3)) COLLATE RTRIM), 7))", 2, k1849 },
  { "(s, t) -> unicode(s LIKE '_b_' ESCAPE '\134')", 2, k1850 },
  { "(s, t) -> trim(CASE t WHEN -9223372036854775807 THEN s WHEN min(s, ('-0' IS t) COLLATE RTRIM) THEN s ELSE 'AbC' END)", 2, k1851 },
  { "(s, t) -> replace(printf('%i', s), 0.1 NOT GLOB '*[', 1)", 2, k1852 },
  { "(s, t) -> instr(min(rtrim(x''), CASE WHEN hex(s) THEN length(t) ELSE CAST(s AS REAL) END), substring(s, 5, 2))", 2, k1853 },
  { "(s, t) -> trim(like('A_C', s), length(s))", 2, k1854 },
  { "(s, t) -> (quote(t) BETWEEN like('x\134%', x'') AND s) COLLATE RTRIM IS (ltrim(t) / (NOT s))", 2, k1855 },
  { "(s, t) -> ((CASE WHEN replace(t, s, 1) THEN length(s) ELSE replace(s, s, 1) END) NOT IN (instr(t LIKE '%b%', 'x'), s)) | CAST(nullif(iif(s, s, t), replace(s, '_', NULL)) AS TEXT)", 2, k1856 },
  { "(s, t) -> max(length(t > '') COLLATE RTRIM, (s LIKE t ESCAPE '\134') COLLATE BINARY > rtrim(s, t))", 2, k1857 },
  { "(s, t) -> CASE WHEN t THEN s ELSE s END || s", 2, k1858 },
  { "(s, t) -> replace(iif('AbC', 'AbC', s), length(t), '-')", 2, k1859 },
  { "(s, t) -> instr(like('a%', 9223372036854775807), hex('0x1F'))", 2, k1860 },
  { "(s, t) -> iif((-9223372036854775807) - s, instr(' 12 ', s), max(1, s COLLATE RTRIM))", 2, k1861 },
  { "(s, t) -> trim(typeof(printf('%s', x'6162')), iif(s, s, '1e3'))", 2, k1862 },
  { "(s, t) -> instr(substr(s, 3), trim(t))", 2, k1863 },
  { "(s, t) -> min('x', t)", 2, k1864 },
  { "(s, t) -> NOT (x'')", 2, k1865 },
  { "(s, t) -> char(0x1F600, unicode(NOT (-3.75)))", 2, k1866 },
  { "(s, t) -> (t BETWEEN 0 AND ' ') = upper(s)", 2, k1867 },
  { "(s, t) -> typeof(hex(s))", 2, k1868 },
  { "(s, t) -> hex(t) - (t IS NOT s)", 2, k1869 },
  { "(s, t) -> format('%.*s', 64, instr(' ', s)) IS (CASE NOT (t IN (s, '\303\251\346\227\245')) WHEN s THEN quote(ifnull(s, t)) WHEN like('A_C', 3) = max(s, 'x') THEN '1e3' ELSE replace(1.0 IN ('_', s), CASE WHEN 'AbC' THEN 7 ELSE -1 END, 'XY') END)", 2, k1870 },
  { "(s, t) -> iif(CASE WHEN '\303\251\346\227\245' - s THEN replace(s, 1.0, 'XY') END, ltrim('-0' >= 1.0), rtrim(instr(9223372036854775807, t), unicode(1.0)))", 2, k1871 },
  { "(s, t) -> instr(length(like('%_%', '')), NOT s)", 2, k1872 },
  { "(s, t) -> max(round(t, 64), (unicode(iif(s, s, -0.0)) GLOB '\077*') COLLATE RTRIM)", 2, k1873 },
  { "(s, t) -> substr('AbC', -2) IN (trim(abs(instr('3', t))), '1abc')", 2, k1874 },
  { "(s, t) -> CASE WHEN replace('a%' IN ('a%', s), instr(s, s), NULL) THEN NOT instr(t, '2.5') ELSE printf('%#x', s) != (x'6162') END", 2, k1875 },
  { "(s, t) -> trim(rtrim(abs(s)) NOT LIKE '%x')", 2, k1876 },
  { "(s, t) -> ((CASE typeof(s) WHEN s THEN s WHEN ifnull(s, s) THEN 9223372036854775807 ELSE CAST('a%' AS BLOB) END) NOT GLOB '[^a]*') COLLATE RTRIM < max(char(1114112, unicode('a%')), max(typeof(s), replace(x'', '1abc', NULL)) COLLATE NOCASE)", 2, k1877 },
  { "(s, t) -> CAST(format('%%%s', 100) AS REAL)", 2, k1878 },
  { "(s, t) -> CASE WHEN printf('%Q', (0 IS NOT NULL) NOT IN (nullif(t, t), 1)) THEN s END", 2, k1879 },
  { "(s, t) -> min((NOT nullif(s, s)) COLLATE RTRIM, round(s NOT IN (0.1, 1), -9223372036854775807)) % min(unicode(CASE x'6162' WHEN NULL THEN '_' WHEN '-0' THEN 'x' ELSE '0x1F' END) COLLATE NOCASE, substr(t, 1))", 2, k1880 },
  { "(s, t) -> substring(instr(1.0, 7) = hex(s), 5, -1)", 2, k1881 },
  { "(s, t) -> quote(min(substr(100, -9223372036854775807, -2), s || s))", 2, k1882 },
  { "(s, t) -> nullif(t, coalesce(s, '%'))", 2, k1883 },
  { "(s, t) -> max(hex(s) COLLATE RTRIM IS replace(t, '\303\251\346\227\245', NULL), (((-3.75) == 'x') NOT IN (s >> t, 0)) COLLATE NOCASE) NOT LIKE t", 2, k1884 },
  { "(s, t) -> max(max(s, '-0' BETWEEN 100 AND t) COLLATE NOCASE, lower(lower(t)))", 2, k1885 },
  { "(s, t) -> instr(s IN (hex(t) NOT LIKE lower(t), '0x1F'), unicode('1abc'))", 2, k1886 },
  { "(s, t) -> like('_b_', s)", 2, k1887 },
  { "(s, t) -> (' 12 ' - s) / (NOT (x''))", 2, k1888 },
  { "(s, t) -> +trim(printf('%.*s', 3, 0), min('a%', x'6162', t))", 2, k1889 },
  { "(s, t) -> substring(s, 2, -1) > ((unicode(t) NOT IN (s, s)) << s)", 2, k1890 },
  { "(s, t) -> trim(coalesce(s, upper(t)))", 2, k1891 },
  { "(s, t) -> ltrim(abs(t))", 2, k1892 },
  { "(s, t) -> CASE +(NOT typeof(0.1)) WHEN 0 THEN CAST(t > substring(s, 1.5, 0) AS NUMERIC) WHEN 3 THEN t ELSE length(like('%', trim('x', s))) END", 2, k1893 },
  { "(s, t) -> typeof(2)", 2, k1894 },
  { "(s, t) -> (t <> 3) NOT IN (s, -1)", 2, k1895 },
  { "(s, t) -> rtrim(substring('AbC', -2, NULL), t)", 2, k1896 },
  { "(s, t) -> quote((t AND (+'2.5')) LIKE '%_%' ESCAPE '\134')", 2, k1897 },
  { "(s, t) -> lower(s NOT GLOB '[a-]*')", 2, k1898 },
  { "(s, t) -> coalesce(s, CASE WHEN '1e3' THEN 3 ELSE s END)", 2, k1899 },
  { "(s, t) -> CASE iif(2.5 NOT GLOB '[a-]*', trim(s), rtrim(s, -3.75)) WHEN 9223372036854775807 THEN s WHEN 0.1 THEN t ELSE CASE WHEN s THEN t LIKE '_b_' ESCAPE '\134' END END", 2, k1900 },
  { "(s, t) -> coalesce(t, iif(s, s, 2)) NOT GLOB '*['", 2, k1901 },
  { "(s, t) -> substring(nullif(unicode('%'), t), 2)", 2, k1902 },
  { "(s, t) -> substr(substring(hex('a%'), 5, t), -9223372036854775807)", 2, k1903 },
  { "(s, t) -> format('%i', coalesce(round(1, 64), '3')) % (replace(lower(1e15), '3', 1) <= ((s & '2.5') LIKE 'x%' ESCAPE '\134'))", 2, k1904 },
  { "(s, t) -> substring(t, 64, t)", 2, k1905 },
  { "(s, t) -> max(length(CASE s WHEN s THEN NOT 'AbC' WHEN lower('3') THEN s ELSE format('%g', -0.0) END), '2.5' COLLATE NOCASE)", 2, k1906 },
  { "(s, t) -> max(s, t BETWEEN t AND (-3.75), 2.5)", 2, k1907 },
  { "(s, t) -> min(substring(s, 5) LIKE 'x\134%' ESCAPE '\134', (like('_b_', s) ISNULL) COLLATE NOCASE) & like('a%', '0x1F')", 2, k1908 },
  { "(s, t) -> quote(CASE WHEN -1 THEN '3' ELSE s END)", 2, k1909 },
  { "(s, t) -> (CASE t WHEN t THEN -3.75 WHEN x'6162' THEN x'' ELSE t END) <> lower(t)", 2, k1910 },
  { "(s, t) -> replace(substr(7, NULL), substring(x'6162', 1, 64), '')", 2, k1911 },
  { "(s, t) -> like('_b_', length(s) | max(s, s COLLATE NOCASE))", 2, k1912 },
  { "(s, t) -> CASE length(('1abc' IS NULL) COLLATE RTRIM >= (1.0 NOT NULL)) WHEN 'a%' THEN round(min((' ' LIKE t ESCAPE '\134') COLLATE NOCASE, ltrim(s, '%')), 2) WHEN NOT substr(t BETWEEN s AND '-0', -2, -9223372036854775807) THEN t ELSE iif(s >= s, s COLLATE NOCASE IS '', 'abc' NOT BETWEEN t AND t) BETWEEN (like('%\346\227\245%', s) <= 2.5 | t) AND 1e15 END", 2, k1913 },
  { "(s, t) -> min(t, round(ltrim(2)) COLLATE NOCASE)", 2, k1914 },
  { "(s, t) -> (max(CASE WHEN s THEN 100 END, s COLLATE RTRIM) NOT IN (printf('%#.3g', ifnull(s, ' 12 ')), 1)) NOT GLOB '\077*'", 2, k1915 },
  { "(s, t) -> replace(unicode(ltrim(lower(s), rtrim(s, t))), round('\303\251\346\227\245', 3), NULL)", 2, k1916 },
  { "(s, t) -> round(s, 9223372036854775807) NOT NULL", 2, k1917 },
  { "(s, t) -> iif(lower(' 12 '), t, min((NOT (s NOTNULL)) COLLATE RTRIM, t >> (s NOT GLOB '*')))", 2, k1918 },
  { "(s, t) -> round(instr(s, s) COLLATE NOCASE = nullif(t, 'x')) != 1.0", 2, k1919 },
  { "(s, t) -> ltrim('1abc' << 'abc', 2 NOT BETWEEN 'AbC' AND s)", 2, k1920 },
  { "(s, t) -> (s + t) LIKE '%b%' ESCAPE '\134'", 2, k1921 },
  { "(s, t) -> char(0, unicode((iif(-0.0, s, 'x') = substring(t, 1, -1)) LIKE 'x%'))", 2, k1922 },
  { "(s, t) -> (CASE ' ' WHEN t THEN 7 WHEN s THEN -3.75 ELSE s END) NOTNULL", 2, k1923 },
  { "(s, t) -> -(upper(min('-0', 1e15, '_')) LIKE '%x' ESCAPE '\134')", 2, k1924 },
  { "(s, t) -> typeof(instr(-3.75, x''))", 2, k1925 },
  { "(s, t) -> CASE ltrim(1) WHEN x'6162' THEN CAST(t AS BLOB) WHEN NOT s THEN t ELSE instr('3', t) END", 2, k1926 },
  { "(s, t) -> ifnull(s, 0.1) COLLATE RTRIM IS unicode(s) * nullif(nullif('abc', s), '%')", 2, k1927 },
  { "(s, t) -> abs(char(-1, unicode(length(abs(s)))))", 2, k1928 },
  { "(s, t) -> -max(t, 2 COLLATE NOCASE)", 2, k1929 },
  { "(s, t) -> max(+'x', printf('%Q', t) COLLATE RTRIM) >= 9223372036854775807", 2, k1930 },
  { "(s, t) -> max(+t, substring('\303\251\346\227\245', NULL) COLLATE NOCASE)", 2, k1931 },
  { "(s, t) -> replace('x', s, '\303\251')", 2, k1932 },
  { "(s, t) -> min(length(like('_', t)), trim(t NOT NULL, (x'6162') NOT GLOB t) COLLATE RTRIM)", 2, k1933 },
  { "(s, t) -> NULL NOTNULL", 2, k1934 },
  { "(s, t) -> abs(' ')", 2, k1935 },
  { "(s, t) -> upper(upper(NOT s))", 2, k1936 },
  { "(s, t) -> CAST(s AS BLOB)", 2, k1937 },
  { "(s, t) -> round(replace(0, +s, '-'), 9223372036854775807)", 2, k1938 },
  { "(s, t) -> substr(x'', 1.5) COLLATE BINARY IS s", 2, k1939 },
  { "(s, t) -> ((CASE WHEN s THEN s ELSE s END) IN (nullif(t, t), '1abc')) IS NOT (CASE WHEN char(65, unicode(t)) THEN hex(s) ELSE t END)", 2, k1940 },
  { "(s, t) -> abs(t) GLOB '*[]x]*'", 2, k1941 },
  { "(s, t) -> +replace('abc', 'a%', '-')", 2, k1942 },
  { "(s, t) -> nullif(abs('-0') IS NOT NULL, replace(s, t, 'XY') COLLATE RTRIM < 9223372036854775807)", 2, k1943 },
  { "(s, t) -> CAST(char(0, unicode(ltrim(CAST('x' AS NUMERIC), instr(s, t)))) AS INTEGER)", 2, k1944 },
  { "(s, t) -> CAST(substr(t, 2, 64) AS NUMERIC)", 2, k1945 },
  { "(s, t) -> ifnull(-0.0, s) LIKE '%c' ESCAPE '\134'", 2, k1946 },
  { "(s, t) -> round(quote(CASE like('A_C', s) WHEN t THEN abs(s) WHEN round(s, 5) THEN t ELSE s END))", 2, k1947 },
  { "(s, t) -> substring(7, 2, 5) NOT IN (round(s, -9223372036854775807), 9223372036854775807)", 2, k1948 },
  { "(s, t) -> round(min('%', printf('%e', s) COLLATE NOCASE) IS NOT substr(rtrim(t, s), -9223372036854775807), -2)", 2, k1949 },
  { "(s, t) -> upper(NOT (CASE iif('\303\251\346\227\245', s, t) WHEN t THEN printf('%x|%o', 'a%', t) WHEN '_' NOT IN (s, 2) THEN 'AbC' ELSE ifnull('', s) END))", 2, k1950 },
  { "(s, t) -> trim(printf('%s', t) NOT IN (t != s, s))", 2, k1951 },
  { "(s, t) -> hex(min(t, s))", 2, k1952 },
  { "(s, t) -> typeof('0x1F')", 2, k1953 },
  { "(s, t) -> instr(printf('%-+9.2e', 7 NOT GLOB '*[a-c]*'), t BETWEEN (x'6162') AND s)", 2, k1954 },
  { "(s, t) -> substr(CASE WHEN 7 THEN t ELSE s END, 64)", 2, k1955 },
  { "(s, t) -> -100", 2, k1956 },
  { "(s, t) -> round(rtrim(printf('%s', 1.0), 3))", 2, k1957 },
  { "(s, t) -> ltrim(t GLOB '*[')", 2, k1958 },
  { "(s, t) -> (-0) LIKE '' ESCAPE '\134'", 2, k1959 },
  { "(s, t) -> max('2.5', s COLLATE NOCASE) / unicode(s)", 2, k1960 },
  { "(s, t) -> trim(CASE WHEN '_' IS s THEN -1 END, abs(7))", 2, k1961 },
  { "(s, t) -> CASE (char(233, unicode(1.0)) NOT IN (1 LIKE '%_%', t)) NOT BETWEEN ltrim(coalesce(0.1, t)) AND s WHEN t THEN iif('0x1F', unicode(length(NULL)), like('%\346\227\245%', NOT s)) WHEN like(lower(t), like('A_C', hex('%'))) THEN t ELSE -0.0 END", 2, k1962 },
  { "(s, t) -> trim(CASE WHEN substr(s, -9223372036854775807) THEN s ELSE s IS 3 END)", 2, k1963 },
  { "(s, t) -> max(round(typeof(s), 5), 1.0, s)", 2, k1964 },
  { "(s, t) -> nullif(like('%_%', t), instr(t, max(100 COLLATE NOCASE, 1e15)))", 2, k1965 },
  { "(s, t) -> (NOT s) LIKE t", 2, k1966 },
  { "(s, t) -> t LIKE '%x' ESCAPE '\134'", 2, k1967 },
  { "(s, t) -> instr((t || t) <> (s COLLATE NOCASE <= 2), unicode(t))", 2, k1968 },
  { "(s, t) -> nullif(s COLLATE RTRIM, 7) NOT NULL", 2, k1969 },
  { "(s, t) -> min(NULL LIKE 'x\134%' ESCAPE '\134', '_' COLLATE RTRIM)", 2, k1970 },
  { "(s, t) -> substring(iif('_', s, s) COLLATE RTRIM < min(t, s COLLATE RTRIM) < t, 1, t)", 2, k1971 },
  { "(s, t) -> typeof(abs('%'))", 2, k1972 },
  { "(s, t) -> CAST(CASE coalesce(0.1, 1) WHEN 7 THEN max(9223372036854775807, s COLLATE RTRIM) WHEN unicode('_') THEN t ELSE abs(1e15) END AS BLOB)", 2, k1973 },
  { "(s, t) -> ((iif(s, s, t) != coalesce(t, t)) <> (max(3, t COLLATE NOCASE) IS NULL)) * 'AbC'", 2, k1974 },
  { "(s, t) -> ('' OR nullif(3, s)) NOT LIKE 'abc'", 2, k1975 },
  { "(s, t) -> ifnull('-0' IN (s, s), s LIKE '%c' ESCAPE '\134')", 2, k1976 },
  { "(s, t) -> nullif(instr(t, substring(s, 5, 1.5)) COLLATE RTRIM, hex(s BETWEEN '1e3' AND ' 12 ')) LIKE '%\346\227\245%'", 2, k1977 },
  { "(s, t) -> CAST(substring('-0', 5, 1) AS TEXT)", 2, k1978 },
  { "(s, t) -> char(65, unicode(' ' AND 'x'))", 2, k1979 },
  { "(s, t) -> CASE iif(char(0x1F600, unicode('%')), s << '0x1F', '%' IS NOT s) WHEN '0x1F' THEN nullif(CAST(0 AS TEXT) COLLATE NOCASE, substr(' 12 ', 64, 64)) WHEN char(1114112, unicode(t GLOB '*\346\227\245*')) THEN 3 ELSE format('%s', CAST(s AS INTEGER)) END", 2, k1980 },
  { "(s, t) -> CAST(rtrim(s) LIKE '%b%' AS NUMERIC)", 2, k1981 },
  { "(s, t) -> rtrim('0x1F' AND t, substring(t, 1))", 2, k1982 },
  { "(s, t) -> trim(CASE CASE '1abc' WHEN '0x1F' THEN s WHEN t THEN t ELSE s END WHEN x'6162' THEN 'abc' BETWEEN s AND '2.5' WHEN t NOT BETWEEN t AND s THEN '-0' ELSE (-1) NOT LIKE '%x' END <> like('x\134%', s IN (s, 9223372036854775807)), abs(' 12 '))", 2, k1983 },
  { "(s, t) -> 'AbC' > max(lower(s), round(substring(1.0, 1)))", 2, k1984 },
  { "(s, t) -> format('%+05d', '0x1F' >> (-'a%'))", 2, k1985 },
  { "(s, t) -> format('%e', (t >> 'AbC') IS NULL)", 2, k1986 },
  { "(s, t) -> rtrim((s NOT GLOB upper(t)) IN (-9223372036854775807, t))", 2, k1987 },
  { "(s, t) -> format('%012.3f', t) IN (trim('2.5', s), s)", 2, k1988 },
  { "(s, t) -> iif(unicode('0x1F') IS NULL, s, max(s COLLATE NOCASE, abs(s ISNULL)))", 2, k1989 },
  { "(s, t) -> iif(CAST(trim(t, s) AS TEXT), ' ', NOT (t <= ' 12 '))", 2, k1990 },
  { "(s, t) -> min(1, s COLLATE RTRIM) NOT GLOB 'a*'", 2, k1991 },
  { "(s, t) -> iif(-3.75, '-0' BETWEEN 9223372036854775807 AND '3', unicode('x'))", 2, k1992 },
  { "(s, t) -> max(length(instr(t, s)), (s NOT IN (s, s)) || coalesce('2.5', ''))", 2, k1993 },
  { "(s, t) -> char(NULL, unicode(length((s NOT LIKE '%c') ISNULL)))", 2, k1994 },
  { "(s, t) -> nullif(CAST(s AS BLOB), min(s, 1.0, '3'))", 2, k1995 },
  { "(s, t) -> length(replace(t, '1e3', '\303\251')) LIKE '_b_' ESCAPE '\134'", 2, k1996 },
  { "(s, t) -> unicode(CAST(t AS INTEGER) AND (t * t))", 2, k1997 },
  { "(s, t) -> trim(CAST(t LIKE '' ESCAPE '\134' AS TEXT), iif(s, '2.5', '%'))", 2, k1998 },
  { "(s, t) -> 'AbC' - s", 2, k1999 },
  { "(s, t) -> nullif(s, length('3' GLOB '[!a]*'))", 2, k2000 },
  { "(s, t) -> ifnull((NOT ((x'6162') LIKE '%x' ESCAPE '\134')) NOTNULL, hex(nullif(s, 'x' BETWEEN t AND 1)))", 2, k2001 },
  { "(s, t) -> +hex(char(NULL, unicode('' NOT GLOB '*\346\227\245*')))", 2, k2002 },
  { "(s, t) -> iif(length('AbC'), nullif(0, t), like('abc', 'x'))", 2, k2003 },
  { "(s, t) -> coalesce(nullif(CASE WHEN 9223372036854775807 THEN s ELSE s END, substr(s, 64)), unicode(trim(t)))", 2, k2004 },
  { "(s, t) -> substring(-abs(NULL), 3) <> (NOT (CASE CASE t WHEN s THEN s WHEN t THEN s ELSE t END WHEN '' THEN rtrim(t) WHEN upper(2.5) THEN 0 ELSE rtrim(s) END))", 2, k2005 },
  { "(s, t) -> char(65, unicode(abs('a%')))", 2, k2006 },
  { "(s, t) -> iif(unicode('-0') AND t, CAST('a%' AS TEXT), abs(nullif(-0.0, s)))", 2, k2007 },
  { "(s, t) -> like('%_%', t)", 2, k2008 },
  { "(s, t) -> nullif(substring(s, NULL, 9223372036854775807) COLLATE RTRIM, (s COLLATE BINARY >= '') IS NOT rtrim(s))", 2, k2009 },
  { "(s, t) -> min(hex(t) LIKE 'a%' ESCAPE '\134', rtrim(substr('1e3', 1.5)))", 2, k2010 },
  { "(s, t) -> min(round(s, -1), substring('' > t, 2) COLLATE NOCASE) + ltrim(NOT max(t COLLATE RTRIM, t))", 2, k2011 },
  { "(s, t) -> substr(+(CASE WHEN nullif('a%', s) THEN s NOT BETWEEN 1.0 AND '2.5' END), 3)", 2, k2012 },
  { "(s, t) -> replace(s BETWEEN s AND t, s, '')", 2, k2013 },
  { "(s, t) -> (~hex(char(0x1F600, unicode(t)))) IS NULL", 2, k2014 },
  { "(s, t) -> ((printf('%#x', t) >> like(t, 1e15)) NOT GLOB t) LIKE 'x%' ESCAPE '\134'", 2, k2015 },
  { "(s, t) -> lower(round(x''))", 2, k2016 },
  { "(s, t) -> max(CASE WHEN 1.0 << s THEN CAST(s AS NUMERIC) ELSE s END, CASE WHEN '0x1F' OR 0.1 THEN ifnull('a%', s) ELSE hex(s) END)", 2, k2017 },
  { "(s, t) -> iif(s, replace(1e15, s, 'XY'), 'a%' % '-0')", 2, k2018 },
  { "(s, t) -> char(65, unicode(hex(-9223372036854775807))) LIKE '_' ESCAPE '\134'", 2, k2019 },
  { "(s, t) -> nullif(char(0, unicode(s)), s)", 2, k2020 },
  { "(s, t) -> max(t COLLATE RTRIM, unicode(t))", 2, k2021 },
  { "(s, t) -> min(iif('0x1F', t, '2.5') COLLATE NOCASE, ' 12 ' / s)", 2, k2022 },
  { "(s, t) -> (s NOT LIKE '_') NOT GLOB '*\346\227\245*'", 2, k2023 },
  { "(s, t) -> nullif('a%', iif(s, s, t) COLLATE RTRIM <= round(s, 9223372036854775807))", 2, k2024 },
  { "(s, t) -> typeof(' ')", 2, k2025 },
  { "(s, t) -> max(like('x%', s), substring(t, 5, '2') COLLATE NOCASE)", 2, k2026 },
  { "(s, t) -> 2 NOT GLOB '[^a]*'", 2, k2027 },
  { "(s, t) -> nullif((CASE substring('', '2', t) WHEN '' THEN s NOT IN (7, ' 12 ') WHEN t & s THEN 'AbC' ELSE min(' ', t COLLATE RTRIM) END) LIKE 'x\134%' ESCAPE '\134', quote(t))", 2, k2028 },
  { "(s, t) -> hex(~' ')", 2, k2029 },
  { "(s, t) -> ifnull(unicode(quote(s)), max(s COLLATE RTRIM, format('%.3s', substr(t, 1))))", 2, k2030 },
  { "(s, t) -> lower(hex(s)) / (NOT ((-3.75) COLLATE BINARY = 2))", 2, k2031 },
  { "(s, t) -> unicode(nullif(quote(s) COLLATE RTRIM, unicode(s)) BETWEEN substring(t > 1, 9223372036854775807) AND s)", 2, k2032 },
  { "(s, t) -> (t LIKE '%_%' ESCAPE '\134') NOT IN (substring('1abc', 2), t)", 2, k2033 },
  { "(s, t) -> quote(s <= t)", 2, k2034 },
  { "(s, t) -> rtrim('1abc' IN (max('\303\251\346\227\245' COLLATE RTRIM, like('_b_', s)), -9223372036854775807), CASE WHEN '0x1F' THEN t ELSE t END)", 2, k2035 },
  { "(s, t) -> like(t, typeof(t)) NOT IN (replace(s | t, t COLLATE RTRIM = (x'6162'), ''), s)", 2, k2036 },
  { "(s, t) -> char(233, unicode(CASE WHEN round(s, '2') THEN -s ELSE hex('abc') END))", 2, k2037 },
  { "(s, t) -> lower(quote(s))", 2, k2038 },
  { "(s, t) -> ifnull(-0.0, char(NULL, unicode(s)))", 2, k2039 },
  { "(s, t) -> length(s ISNULL) NOT GLOB 'a*'", 2, k2040 },
  { "(s, t) -> max(lower(lower(t)), 1 <> CAST(s AS BLOB)) << (9223372036854775807 - ((-3.75) < s)) IS (-1)", 2, k2041 },
  { "(s, t) -> CAST((-1) NOT BETWEEN replace(s, 7 != t, 'XY') AND s AS NUMERIC)", 2, k2042 },
  { "(s, t) -> (s LIKE '%_%' ESCAPE '\134') NOT LIKE '_'", 2, k2043 },
  { "(s, t) -> t NOT IN (unicode(t), 1.0)", 2, k2044 },
  { "(s, t) -> t NOT BETWEEN ((max('3', (x'6162') COLLATE NOCASE) COLLATE RTRIM < t) COLLATE NOCASE = '%') AND 0", 2, k2045 },
  { "(s, t) -> (min(s, s, '3') - t) IS NOT hex(s)", 2, k2046 },
  { "(s, t) -> char(233, unicode(quote(x'')))", 2, k2047 },
  { "(s, t) -> ('a%' LIKE '%\346\227\245%' ESCAPE '\134') AND (+2.5)", 2, k2048 },
  { "(s, t) -> max(1.0, substr(~(-3.75), '2')) & coalesce(trim(s, 2.5) | ('1abc' LIKE '%b%' ESCAPE '\134'), length(+'1abc'))", 2, k2049 },
  { "(s, t) -> abs(1.0 % 0) NOT GLOB '*[]x]*'", 2, k2050 },
  { "(s, t) -> CASE WHEN t THEN max(substring(+3, 1.5, 1) COLLATE RTRIM, min(NOT 1, abs(s) COLLATE RTRIM)) END", 2, k2051 },
  { "(s, t) -> '3' ISNULL", 2, k2052 },
  { "(s, t) -> CASE WHEN abs(s) > instr(length(t), x'6162') THEN substr(' ' <= CAST(t AS NUMERIC), -2) END", 2, k2053 },
  { "(s, t) -> ((-0.0) NOT IN (s, 0.1)) IN (t NOT NULL, '2.5')", 2, k2054 },
  { "(s, t) -> max(nullif((-1) COLLATE RTRIM, 1), ' ' NOT GLOB '[a-]*')", 2, k2055 },
  { "(s, t) -> s || replace(unicode(s) NOT BETWEEN unicode(0) AND t, '', '-')", 2, k2056 },
  { "(s, t) -> (-0.0) BETWEEN length(quote('%')) AND s", 2, k2057 },
  { "(s, t) -> typeof(length((9223372036854775807 > '-0') IN (coalesce('2.5', s), s)))", 2, k2058 },
  { "(s, t) -> max(abs('\303\251\346\227\245'), '2.5' ISNULL, s) LIKE '%b%' ESCAPE '\134'", 2, k2059 },
  { "(s, t) -> char(65, unicode(lower('_') COLLATE BINARY = substring(t, -2, 2)))", 2, k2060 },
  { "(s, t) -> substr(lower(s IN (t, '')), 2)", 2, k2061 },
  { "(s, t) -> instr(s, '\303\251\346\227\245' COLLATE RTRIM < t)", 2, k2062 },
  { "(s, t) -> nullif(nullif(replace(7, s, '\303\251') COLLATE NOCASE, ' ') - quote(7 LIKE '_b_' ESCAPE '\134'), ltrim(round(x'6162', '2'), hex(s)))", 2, k2063 },
  { "(s, t) -> (' 12 ' ISNULL) << NULL", 2, k2064 },
  { "(s, t) -> abs(nullif(lower(s) + abs(t), CASE WHEN t THEN trim(x'6162', s) ELSE t END))", 2, k2065 },
  { "(s, t) -> ~2.5", 2, k2066 },
  { "(s, t) -> nullif(instr(coalesce(round(s), char(1114112, unicode('1abc'))), ltrim(s, 'AbC')) COLLATE RTRIM, '0x1F')", 2, k2067 },
  { "(s, t) -> max(CASE '1e3' WHEN t THEN 0 WHEN 'AbC' THEN NULL ELSE s END, ('a%' >> 0.1) COLLATE NOCASE)", 2, k2068 },
  { "(s, t) -> CAST(substring(s, '2', 1) AS INTEGER)", 2, k2069 },
  { "(s, t) -> substr(+s, 0, -1)", 2, k2070 },
  { "(s, t) -> (CASE 9223372036854775807 WHEN ' ' THEN 3 WHEN -0.0 THEN -1 ELSE -1 END) IS unicode(2)", 2, k2071 },
  { "(s, t) -> nullif(9223372036854775807, 1e15)", 2, k2072 },
  { "(s, t) -> CASE '0x1F' / s / 0 WHEN 0 THEN -0.0 WHEN ('abc' + s) NOT IN (s >> t, 'a%') THEN s ELSE 1.0 END", 2, k2073 },
  { "(s, t) -> max(replace(length(t), nullif(s COLLATE RTRIM, 0), 'XY') COLLATE RTRIM, typeof(s))", 2, k2074 },
  { "(s, t) -> replace(quote(t), '1e3' GLOB 'x*', '-')", 2, k2075 },
  { "(s, t) -> typeof(max(s, 2.5 COLLATE RTRIM))", 2, k2076 },
  { "(s, t) -> char(0x1F600, unicode(s)) IN (length(t), t)", 2, k2077 },
  { "(s, t) -> unicode(' 12 ') NOT IN (s, t)", 2, k2078 },
  { "(s, t) -> replace(t, t, '\303\251') ISNULL", 2, k2079 },
  { "(s, t) -> trim(((-3.75) = s) LIKE t ESCAPE '\134', t | '')", 2, k2080 },
  { "(s, t) -> ~like('%x', substr(coalesce('\303\251\346\227\245', -0.0), '2'))", 2, k2081 },
  { "(s, t) -> printf('%#.3g', s) IN (max(NOT t, replace(s, 100, '') COLLATE RTRIM), s)", 2, k2082 },
  { "(s, t) -> instr(100, printf('%s-%s', s, s))", 2, k2083 },
  { "(s, t) -> CASE WHEN t THEN NOT min(s, t COLLATE NOCASE) ELSE ltrim(2, '3') LIKE '%\346\227\245%' END", 2, k2084 },
  { "(s, t) -> printf('%c', ('0x1F' NOT NULL) & max(iif(s, s, t) COLLATE RTRIM, '0x1F' IN (s, t)))", 2, k2085 },
  { "(s, t) -> iif(s NOT BETWEEN t AND t, printf('%.2g', -0.0), '-0') | min(nullif('0x1F', NULL) COLLATE RTRIM, t | s)", 2, k2086 },
  { "(s, t) -> length(like('%_%', upper('1e3')))", 2, k2087 },
  { "(s, t) -> substring(t, 5)", 2, k2088 },
  { "(s, t) -> rtrim('x') COLLATE RTRIM > t", 2, k2089 },
  { "(s, t) -> instr(hex(t), '')", 2, k2090 },
  { "(s, t) -> CASE WHEN rtrim(hex(s LIKE t), '2.5') THEN substr(nullif('abc' & '1e3', round(0, -9223372036854775807)), 64, 1) ELSE s END", 2, k2091 },
  { "(s, t) -> (ltrim(s) LIKE '' ESCAPE '\134') LIKE '%\303\226%'", 2, k2092 },
  { "(s, t) -> char(65, unicode(replace(-1, x'', NULL))) NOT GLOB upper(t)", 2, k2093 },
  { "(s, t) -> t LIKE '%b%' ESCAPE '\134'", 2, k2094 },
  { "(s, t) -> length(s) COLLATE NOCASE = t", 2, k2095 },
  { "(s, t) -> iif(instr(round(t) NOT BETWEEN 0.1 AND s, s), lower(100), substring(t, 0, NULL))", 2, k2096 },
  { "(s, t) -> like('%\303\226%', 1.0)", 2, k2097 },
  { "(s, t) -> rtrim(nullif(-3.75, s))", 2, k2098 },
  { "(s, t) -> CASE instr(-9223372036854775807, 1.0 BETWEEN '3' AND (-3.75)) WHEN -9223372036854775807 THEN length(s) WHEN nullif(s NOT GLOB '[!a]*', s) THEN t ELSE hex(3) NOT GLOB upper(t) END", 2, k2099 },
  { "(s, t) -> like('%\346\227\245%', rtrim(t))", 2, k2100 },
  { "(s, t) -> substring((-3.75) IS NOT s, 64, 9223372036854775807) LIKE '%\346\227\245%' ESCAPE '\134'", 2, k2101 },
  { "(s, t) -> (-3.75) LIKE 'x\134%' ESCAPE '\134'", 2, k2102 },
  { "(s, t) -> max(ltrim(CASE WHEN ~s THEN t NOT LIKE '' ELSE s <> s END), s, 7)", 2, k2103 },
  { "(s, t) -> CASE '\303\251\346\227\245' WHEN 0 THEN replace(min(100 COLLATE NOCASE, '-0'), min(s, s COLLATE RTRIM), 1) WHEN nullif(7 COLLATE RTRIM, unicode(7)) THEN s ELSE substring(t NOT LIKE '%x', 1.5) END", 2, k2104 },
  { "(s, t) -> quote(instr(1e15, '%')) LIKE lower(t) ESCAPE '\134'", 2, k2105 },
  { "(s, t) -> +iif(s, unicode('3'), min(ltrim(s, -1) COLLATE RTRIM, hex(s)))", 2, k2106 },
  { "(s, t) -> CASE max(1 GLOB '[!a]*', '\303\251\346\227\245' >> s, '') WHEN s THEN 1.0 WHEN s THEN 2 ELSE max(s, (NOT s) COLLATE RTRIM) END", 2, k2107 },
  { "(s, t) -> CASE nullif(0.1, -1) WHEN s THEN ~s WHEN (x'') IN ('2.5', '2.5') THEN -1 ELSE s END", 2, k2108 },
  { "(s, t) -> abs(s NOTNULL)", 2, k2109 },
  { "(s, t) -> min(instr(replace(s, s, ''), s) < (t IN (NOT s, ' ')), iif(max(s IS 0.1, 'AbC' NOT IN (s, '%')), t, nullif('1e3', length(''))))", 2, k2110 },
  { "(s, t) -> (CASE '%' WHEN '3' THEN s WHEN t THEN t ELSE t END) >> t", 2, k2111 },
  { "(s, t) -> (NOT substr(s, 3)) IN (hex(unicode(s)), s)", 2, k2112 },
  { "(s, t) -> iif(substr(max(lower(t) COLLATE RTRIM, t), -1), s, round(s, 1) > max('', nullif(9223372036854775807, s) COLLATE NOCASE))", 2, k2113 },
  { "(s, t) -> char(233, unicode(iif(2.5, t, t)))", 2, k2114 },
  { "(s, t) -> coalesce(s AND ((-'x') NOT IN (t IS NULL, 'a%')), hex(CASE -1 WHEN 'abc' THEN t WHEN s THEN s ELSE 'AbC' END >> hex('2.5')))", 2, k2115 },
  { "(s, t) -> ltrim(s NOT GLOB 'x*')", 2, k2116 },
  { "(s, t) -> typeof(t)", 2, k2117 },
  { "(s, t) -> CASE +max(min(9223372036854775807, s COLLATE RTRIM), '%' COLLATE RTRIM) WHEN s THEN '1abc' WHEN hex(min(s, t GLOB t)) THEN t ELSE replace(s, '%', 1) END", 2, k2118 },
  { "(s, t) -> abs(x'' <= s)", 2, k2119 },
  { "(s, t) -> rtrim(instr('AbC', s), like(t, s))", 2, k2120 },
  { "(s, t) -> rtrim(nullif(coalesce('1abc', -1), s COLLATE NOCASE < t), t) - substr(nullif(x'6162', NULL) NOT LIKE lower(t), 64, 1.5)", 2, k2121 },
  { "(s, t) -> max(instr(s IS NOT NULL, 100 > s) COLLATE NOCASE, max(max((x'') COLLATE RTRIM, s), 2))", 2, k2122 },
  { "(s, t) -> like('x\134%', ifnull(length(t), round(typeof(s))))", 2, k2123 },
  { "(s, t) -> substring(iif(t, s, '') NOT BETWEEN nullif('0x1F', s) AND '1e3', 3)", 2, k2124 },
  { "(s, t) -> nullif(abs(t | (x'6162')), instr(s, s) - iif(' 12 ', x'', ' 12 '))", 2, k2125 },
  { "(s, t) -> ifnull(s, s)", 2, k2126 },
  { "(s, t) -> coalesce('x' COLLATE NOCASE > s, s)", 2, k2127 },
  { "(s, t) -> char(NULL, unicode(replace(t, -0.0, '-')))", 2, k2128 },
  { "(s, t) -> (t NOT BETWEEN (x'') AND (-3.75)) COLLATE BINARY > typeof(t)", 2, k2129 },
  { "(s, t) -> lower(+2)", 2, k2130 },
  { "(s, t) -> (hex(-1) AND ('1e3' NOT GLOB '*[')) LIKE 'A_C'", 2, k2131 },
  { "(s, t) -> CASE WHEN s THEN abs(t) & instr(s, t) END", 2, k2132 },
  { "(s, t) -> like('%\346\227\245%', s)", 2, k2133 },
  { "(s, t) -> nullif(instr(substr(CASE 7 WHEN s THEN s WHEN 2.5 THEN '3' ELSE t END, t, 3), t), s)", 2, k2134 },
  { "(s, t) -> (like('', s) = '\303\251\346\227\245') LIKE 'abc'", 2, k2135 },
  { "(s, t) -> min(t, (NOT nullif(s COLLATE NOCASE, NULL)) COLLATE RTRIM)", 2, k2136 },
  { "(s, t) -> replace(length(t) LIKE '%\134_%' ESCAPE '\134', replace(0.1, 'a%', '\303\251'), '')", 2, k2137 },
  { "(s, t) -> (s IS s) COLLATE NOCASE != nullif(substr('3' != t, 0), CASE NOT s WHEN 'abc' THEN s WHEN nullif(-0.0, '_') THEN t ELSE like('A_C', t) END)", 2, k2138 },
  { "(s, t) -> s IS NOT round(100, '2')", 2, k2139 },
  { "(s, t) -> like('%_%', s)", 2, k2140 },
  { "(s, t) -> max(t <> ' ', max(s, t COLLATE NOCASE), s) >= upper(t) % (2.5 < '')", 2, k2141 },
  { "(s, t) -> instr(char(1114112, unicode((x'') & s)), char(0x1F600, unicode(t)))", 2, k2142 },
  { "(s, t) -> substring(coalesce(s, 3), -2)", 2, k2143 },
  { "(s, t) -> CASE t WHEN s THEN min(max(2.5, s COLLATE RTRIM) COLLATE RTRIM, hex(t)) WHEN 'AbC' THEN s ELSE ifnull(rtrim(t, '0x1F'), '3') END", 2, k2144 },
  { "(s, t) -> abs(instr(s, s))", 2, k2145 },
  { "(s, t) -> abs(nullif(nullif(t, s), substr(100, 1)))", 2, k2146 },
  { "(s, t) -> CAST(ltrim(iif('\303\251\346\227\245', t, s), CASE t WHEN 9223372036854775807 THEN '1e3' WHEN s THEN 0 ELSE s END) AS BLOB) >= char(-1, unicode(substr('', -1, 0) LIKE '_' ESCAPE '\134'))", 2, k2147 },
  { "(s, t) -> (t NOTNULL) COLLATE BINARY IS (upper(t) NOT GLOB '[!a]*')", 2, k2148 },
  { "(s, t) -> CASE 3 WHEN s THEN substr(replace(s, 'x', '-'), '2', 3) WHEN s != (-9223372036854775807) >> 9223372036854775807 THEN 'AbC' ELSE ltrim('3' || t) END", 2, k2149 },
  { "(s, t) -> abs(s) BETWEEN replace(t, '1e3', NULL) AND 1.0", 2, k2150 },
  { "(s, t) -> length((CASE WHEN 1 THEN -3.75 ELSE t END) / nullif(9223372036854775807, ''))", 2, k2151 },
  { "(s, t) -> min(s, t) + hex('a%')", 2, k2152 },
  { "(s, t) -> substring('2.5', 0)", 2, k2153 },
  { "(s, t) -> (replace('0x1F', t, '\303\251') GLOB 'a*') AND NULL", 2, k2154 },
  { "(s, t) -> unicode(min('_', s COLLATE RTRIM) + min(s, s, '1e3'))", 2, k2155 },
  { "(s, t) -> CASE WHEN max(abs('\303\251\346\227\245') BETWEEN s AND s, (NOT instr(2.5, t)) COLLATE NOCASE) THEN round(max(s IN ('a%', s), nullif('abc', t))) ELSE instr(-3.75, ifnull(s, '\303\251\346\227\245')) END", 2, k2156 },
  { "(s, t) -> like('', max('' COLLATE NOCASE, s))", 2, k2157 },
  { "(s, t) -> quote(nullif((t | s) COLLATE NOCASE, like('%_%', s)))", 2, k2158 },
  { "(s, t) -> unicode('abc' LIKE lower(t) ESCAPE '\134')", 2, k2159 },
  { "(s, t) -> round(1.0 LIKE 'a%' ESCAPE '\134', 3)", 2, k2160 },
  { "(s, t) -> round(s COLLATE NOCASE != '\303\251\346\227\245', -9223372036854775807) << ltrim(min('3' COLLATE NOCASE, s), s NOT LIKE '%_%')", 2, k2161 },
  { "(s, t) -> like('%_%', lower(s))", 2, k2162 },
  { "(s, t) -> round(('3' | (-0.0)) IN (NOT t, '0x1F')) COLLATE NOCASE > (s LIKE '%\346\227\245%' ESCAPE '\134')", 2, k2163 },
  { "(s, t) -> length(replace(hex(s) NOT GLOB t, CASE t WHEN s THEN 0 WHEN 7 THEN -3.75 ELSE s END, ''))", 2, k2164 },
  { "(s, t) -> substring(9223372036854775807, 64)", 2, k2165 },
  { "(s, t) -> instr(iif(t NOT IN (s, s), '0x1F' - 7, (-1) BETWEEN s AND t), 9223372036854775807)", 2, k2166 },
  { "(s, t) -> unicode(char(-1, unicode(min(s, 100 COLLATE RTRIM))))", 2, k2167 },
  { "(s, t) -> +max(replace(s, t, '\303\251'), t IS NOT 'a%', s)", 2, k2168 },
  { "(s, t) -> round(replace(9223372036854775807, t BETWEEN s AND t, 'XY'))", 2, k2169 },
  { "(s, t) -> NOT replace(ifnull('0x1F' IS NULL, nullif(s COLLATE NOCASE, t)), rtrim(t), '\303\251')", 2, k2170 },
  { "(s, t) -> min(CASE WHEN substring(x'6162' >> 2.5, 5) THEN iif(unicode(1e15), NOT 0.1, substring(0, 64, -1)) ELSE substr(7, '2') END, nullif(like('', replace(s, 100, NULL)) COLLATE RTRIM, char(233, unicode(t LIKE '%x' ESCAPE '\134'))))", 2, k2171 },
  { "(s, t) -> (t LIKE lower(t) ESCAPE '\134') BETWEEN s AND t", 2, k2172 },
  { "(s, t) -> replace(hex(s) NOT BETWEEN round(2.5, 0) AND 3, char(-1, unicode('2.5')), 'XY')", 2, k2173 },
  { "(s, t) -> CAST(CASE abs(9223372036854775807) WHEN '' THEN min(s, s COLLATE NOCASE) WHEN t THEN 3 ELSE s & s END AS BLOB)", 2, k2174 },
  { "(s, t) -> CAST(s < abs(substring(s, 2, -9223372036854775807)) AS NUMERIC)", 2, k2175 },
  { "(s, t) -> upper(substr(t, 1)) != max(2.5, lower(2.5))", 2, k2176 },
  { "(s, t) -> like('%\134_%', instr(9223372036854775807, 7)) NOT IN (coalesce(typeof(2), NOT s), t)", 2, k2177 },
  { "(s, t) -> length(min(length(min(t, t COLLATE RTRIM)) COLLATE NOCASE, iif(NOT 1.0, iif(2.5, '3', ' 12 '), CASE 'a%' WHEN t THEN t WHEN s THEN s ELSE s END)))", 2, k2178 },
  { "(s, t) -> substring('' NOT GLOB '*[a-c]*', 64)", 2, k2179 },
  { "(s, t) -> NOT ('1abc' LIKE '%c' ESCAPE '\134')", 2, k2180 },
  { "(s, t) -> iif(upper(t), NOT s, substr(s, t, t))", 2, k2181 },
  { "(s, t) -> replace('', quote(t), NULL)", 2, k2182 },
  { "(s, t) -> abs('3') OR substr(replace('%', t, 'XY'), -2, 64) << unicode(x'6162') - replace(substr(t, -2), max(1e15, 1e15 COLLATE RTRIM), NULL)", 2, k2183 },
  { "(s, t) -> unicode(nullif(NULL, x'') <> ('a%' LIKE '%\303\226%' ESCAPE '\134')) IN (trim(unicode(0 IS t)), s)", 2, k2184 },
  { "(s, t) -> min(t, replace(s, 2, 1) COLLATE NOCASE) <= substr(min('1e3' COLLATE RTRIM, s), '2')", 2, k2185 },
  { "(s, t) -> round(s BETWEEN (-9223372036854775807) AND t) >= (-9223372036854775807)", 2, k2186 },
  { "(s, t) -> CASE s LIKE '%' ESCAPE '\134' WHEN s THEN max((0.1 ISNULL) COLLATE NOCASE, 'AbC' NOT LIKE lower(t)) WHEN coalesce(instr(s, '\303\251\346\227\245'), 'abc') THEN '%' ELSE hex(s / t) END", 2, k2187 },
  { "(s, t) -> (CASE substr(-9223372036854775807, 1, '2') WHEN '%' THEN s == s WHEN s THEN -0.0 ELSE s NOT GLOB '[!a]*' END) GLOB '*'", 2, k2188 },
  { "(s, t) -> lower((100 IS NULL) NOT IN (s & 1e15, '\303\251\346\227\245'))", 2, k2189 },
  { "(s, t) -> s >= '-0'", 2, k2190 },
  { "(s, t) -> substr(s, '2', t)", 2, k2191 },
  { "(s, t) -> printf('%Q', nullif(7, 9223372036854775807)) >> lower(char(NULL, unicode(' ')))", 2, k2192 },
  { "(s, t) -> (quote(iif(t, 'abc', ' ')) NOTNULL) NOT BETWEEN ((s NOT GLOB '*[a-c]*') COLLATE BINARY < (lower(s) NOTNULL)) AND t", 2, k2193 },
  { "(s, t) -> substring(CAST(hex(t) AS REAL), 2, 5)", 2, k2194 },
  { "(s, t) -> abs(t) || lower(t)", 2, k2195 },
  { "(s, t) -> ltrim(abs(CAST(char(0, unicode(s)) AS INTEGER)))", 2, k2196 },
  { "(s, t) -> instr('_', s) NOT IN (s >= t, s)", 2, k2197 },
  { "(s, t) -> (+abs(t AND t)) GLOB t", 2, k2198 },
  { "(s, t) -> min(nullif(-3.75, 'a%') COLLATE RTRIM IS substring(' 12 ', NULL, 9223372036854775807), max(abs(t) COLLATE NOCASE, CAST(s AS REAL)))", 2, k2199 },
  { "(s, t) -> coalesce(round(typeof('%'), 1.5), trim(s) == CAST(s AS INTEGER))", 2, k2200 },
  { "(s, t) -> min(quote(length(printf('%10.4e', '_'))), (t NOTNULL) COLLATE NOCASE)", 2, k2201 },
  { "(s, t) -> instr((x'') NOT GLOB '[!a]*', upper(t))", 2, k2202 },
  { "(s, t) -> nullif(like('%\303\226%', s) COLLATE NOCASE, CASE WHEN 'AbC' THEN iif(abs(t), s + s, CAST(s AS NUMERIC)) ELSE (t <= t) COLLATE RTRIM < hex(t) END)", 2, k2203 },
  { "(s, t) -> substring(abs(t + 100 + min(s COLLATE NOCASE, s)), -1)", 2, k2204 },
  { "(s, t) -> abs(round(s))", 2, k2205 },
  { "(s, t) -> nullif(9223372036854775807, t)", 2, k2206 },
  { "(s, t) -> +hex(100)", 2, k2207 },
  { "(s, t) -> iif(CAST(0 AS TEXT), rtrim(rtrim('0x1F' NOT GLOB '[^a]*', ifnull(s, s)), length('')), (('%' BETWEEN s AND t) COLLATE NOCASE <= ltrim(t, 'AbC')) AND upper(t))", 2, k2208 },
  { "(s, t) -> upper(hex(t))", 2, k2209 },
  { "(s, t) -> min('\303\251\346\227\245', format('%#.3g', '%') COLLATE NOCASE)", 2, k2210 },
  { "(s, t) -> like('A_C', abs('0x1F')) + replace(t, min(0.1 COLLATE RTRIM, t), 'XY')", 2, k2211 },
  { "(s, t) -> abs(upper(t * (-1)))", 2, k2212 },
  { "(s, t) -> coalesce(upper(s > s), lower((-0.0) BETWEEN 1e15 AND t))", 2, k2213 },
  { "(s, t) -> (x'' < x'') COLLATE NOCASE >= (-s)", 2, k2214 },
  { "(s, t) -> (CASE WHEN '3' THEN s ELSE s END) NOT BETWEEN char(0x1F600, unicode(s)) AND '-0'", 2, k2215 },
  { "(s, t) -> abs(nullif(hex(0), abs(t)) NOT LIKE '%c')", 2, k2216 },
  { "(s, t) -> t LIKE '_b_'", 2, k2217 },
  { "(s, t) -> nullif(t | s, s)", 2, k2218 },
  { "(s, t) -> substring(abs(0), 2) LIKE ''", 2, k2219 },
  { "(s, t) -> (like(lower(t), t != 9223372036854775807) << (-(-0.0)) % (3 LIKE '_')) LIKE '%' ESCAPE '\134'", 2, k2220 },
  { "(s, t) -> abs((quote('3') AND (+t)) GLOB t)", 2, k2221 },
  { "(s, t) -> format('%q', typeof(-3.75))", 2, k2222 },
  { "(s, t) -> (typeof(lower(s)) >> replace(s IS NOT 2.5, t, NULL)) / hex(s)", 2, k2223 },
  { "(s, t) -> +(CASE WHEN quote('') THEN lower(s) ELSE nullif(t, s) END)", 2, k2224 },
  { "(s, t) -> unicode(quote(CAST(3 AS INTEGER)))", 2, k2225 },
  { "(s, t) -> upper(instr(s, s) NOT GLOB t)", 2, k2226 },
  { "(s, t) -> NOT (s * s)", 2, k2227 },
  { "(s, t) -> CAST(iif(-1, t, 1.0) AS REAL)", 2, k2228 },
  { "(s, t) -> substring(substring(replace(substr(s, 0, 64), replace(2.5, s, 1), '-'), t, 1), -2)", 2, k2229 },
  { "(s, t) -> upper('3')", 2, k2230 },
  { "(s, t) -> substring(abs(1), 5, NULL)", 2, k2231 },
  { "(s, t) -> -length(t)", 2, k2232 },
  { "(s, t) -> abs(CASE WHEN t THEN t ELSE s END)", 2, k2233 },
  { "(s, t) -> min(t, t COLLATE NOCASE)", 2, k2234 },
  { "(s, t) -> round(CAST(instr('x', '0x1F') AS BLOB), 5)", 2, k2235 },
  { "(s, t) -> upper(instr(like('%_%', s), max('a%', t)))", 2, k2236 },
  { "(s, t) -> CASE quote(s) << s LIKE '_' ESCAPE '\134' WHEN '1e3' THEN typeof(substr(format('%s', '%'), '2', 9223372036854775807)) WHEN coalesce(char(-1, unicode(CASE 0.1 WHEN s THEN '1e3' WHEN x'' THEN 'AbC' ELSE s END)), nullif(0 COLLATE RTRIM, '1e3' > '3')) THEN '2.5' ELSE coalesce(('\303\251\346\227\245' IN (s, 1)) NOT BETWEEN CAST(s AS BLOB) AND s, t) END", 2, k2237 },
  { "(s, t) -> -'abc'", 2, k2238 },
  { "(s, t) -> (-9223372036854775807) OR (t IN (-9223372036854775807, s))", 2, k2239 },
  { "(s, t) -> replace(instr(abs(s) >= hex(t), CAST(t AS NUMERIC)), t AND s, NULL)", 2, k2240 },
  { "(s, t) -> (substr(s, -1) <> s COLLATE BINARY < 'x') NOT IN (s, s)", 2, k2241 },
  { "(s, t) -> CASE WHEN ifnull(1, '_') THEN s ISNULL END", 2, k2242 },
  { "(s, t) -> NOT (substr(s, NULL) LIKE '%\134_%')", 2, k2243 },
  { "(s, t) -> upper(substr(typeof(s), 1, NULL))", 2, k2244 },
  { "(s, t) -> ltrim(max('1abc' IS NOT t, (s >= 1) COLLATE RTRIM))", 2, k2245 },
  { "(s, t) -> substr((substring(' ', 1, 1.5) NOT IN (CASE s WHEN '' THEN s WHEN 2 THEN -3.75 ELSE -1 END, 7)) LIKE t ESCAPE '\134', -1)", 2, k2246 },
  { "(s, t) -> instr(like('%b%', '1e3'), '' * s)", 2, k2247 },
  { "(s, t) -> NULL <> unicode(nullif(s, ' 12 '))", 2, k2248 },
  { "(s, t) -> hex(s < (t LIKE 'x%' ESCAPE '\134'))", 2, k2249 },
  { "(s, t) -> min((-1) | s, (CASE 1.0 WHEN '-0' THEN t WHEN s THEN t ELSE s END) COLLATE RTRIM)", 2, k2250 },
  { "(s, t) -> lower(x'6162')", 2, k2251 },
  { "(s, t) -> substr(~s, 64, 64)", 2, k2252 },
  { "(s, t) -> ifnull(substr(t, -1, 0), format('%c', s)) LIKE 'x\134%'", 2, k2253 },
  { "(s, t) -> unicode(min(1e15, s COLLATE NOCASE))", 2, k2254 },
  { "(s, t) -> replace((s BETWEEN t AND t) NOT GLOB '*\346\227\245*', replace(t, s, '\303\251'), 'XY')", 2, k2255 },
  { "(s, t) -> coalesce(max(min(format('%q', s), hex(t)), 0.1 COLLATE RTRIM), like('%\346\227\245%', (s + 0.1) NOT GLOB '*[]x]*'))", 2, k2256 },
  { "(s, t) -> length((x'') + 1e15)", 2, k2257 },
  { "(s, t) -> min(hex(s), nullif(t, 7) COLLATE RTRIM)", 2, k2258 },
  { "(s, t) -> (s >> replace((-1) != t, t LIKE 'A_C', '')) LIKE '' ESCAPE '\134'", 2, k2259 },
  { "(s, t) -> CAST(t AS INTEGER)", 2, k2260 },
  { "(s, t) -> replace(abs(CASE t WHEN 2 THEN 7 WHEN t THEN s ELSE t END), 'x' + '\303\251\346\227\245', '-') IS NOT NULL", 2, k2261 },
  { "(s, t) -> typeof((CASE s WHEN s THEN t WHEN t THEN 2.5 ELSE t END) IN (abs(t), t))", 2, k2262 },
  { "(s, t) -> (char(0x1F600, unicode(printf('%q', s))) LIKE '%c' ESCAPE '\134') COLLATE BINARY IS char(0x1F600, unicode(iif(s, s, s) < min('0x1F', s)))", 2, k2263 },
  { "(s, t) -> nullif(abs(s) COLLATE NOCASE, t)", 2, k2264 },
  { "(s, t) -> length(max(length(t), max('', 0.1 COLLATE RTRIM)))", 2, k2265 },
  { "(s, t) -> substr(NOT '1e3', 2)", 2, k2266 },
  { "(s, t) -> quote(s - s)", 2, k2267 },
  { "(s, t) -> lower(-substring(s LIKE '%' ESCAPE '\134', -9223372036854775807))", 2, k2268 },
  { "(s, t) -> CAST(+upper(unicode(t)) AS REAL)", 2, k2269 },
  { "(s, t) -> abs('3' >= t)", 2, k2270 },
  { "(s, t) -> s == t == 3 IS '1abc'", 2, k2271 },
  { "(s, t) -> round(100, 2)", 2, k2272 },
  { "(s, t) -> substr(2 LIKE '%\303\226%', -2)", 2, k2273 },
  { "(s, t) -> unicode(' 12 ' NOT BETWEEN ((t NOTNULL) COLLATE BINARY IS (CASE t WHEN ' 12 ' THEN s WHEN 0 THEN s ELSE s END)) AND 0.1)", 2, k2274 },
  { "(s, t) -> CAST(x'6162' AS BLOB)", 2, k2275 },
  { "(s, t) -> substring(round(min(x'6162', s COLLATE RTRIM)), 1.5, 1.5)", 2, k2276 },
  { "(s, t) -> min('1abc' COLLATE NOCASE, trim(s))", 2, k2277 },
  { "(s, t) -> ((CASE WHEN s THEN '\303\251\346\227\245' ELSE 100 END) = min(t, 0.1 COLLATE NOCASE)) < (s BETWEEN t AND s)", 2, k2278 },
  { "(s, t) -> substring(max('0x1F' COLLATE RTRIM, 7), 3, NULL) ISNULL", 2, k2279 },
  { "(s, t) -> round(lower((CASE t WHEN s THEN '' WHEN s THEN '-0' ELSE -9223372036854775807 END) / ifnull(-3.75, 9223372036854775807)), 64)", 2, k2280 },
  { "(s, t) -> (CASE t WHEN t THEN t WHEN t THEN '%' ELSE s END) NOT GLOB '*[a-c]*'", 2, k2281 },
  { "(s, t) -> max(trim(NOT unicode('1e3'), min(NULL, s COLLATE NOCASE)), substr(CASE WHEN t THEN s ELSE s END, NULL, -2) | s, -9223372036854775807)", 2, k2282 },
  { "(s, t) -> round(nullif(NULL COLLATE NOCASE, (s NOT GLOB t) LIKE '%x' ESCAPE '\134'), 2)", 2, k2283 },
  { "(s, t) -> iif(unicode(s), lower(s), typeof('0x1F'))", 2, k2284 },
  { "(s, t) -> quote(nullif(max('-0' COLLATE RTRIM, -9223372036854775807) COLLATE NOCASE, s) << lower(format('%x|%o', t, s)))", 2, k2285 },
  { "(s, t) -> upper(nullif('3', trim((-9223372036854775807) << s)))", 2, k2286 },
  { "(s, t) -> length(like('A_C', substr(length('3'), 1)))", 2, k2287 },
  { "(s, t) -> (((9223372036854775807 COLLATE BINARY < 7) LIKE '%_%') GLOB '\077*') NOT LIKE '%'", 2, k2288 },
  { "(s, t) -> ltrim(round(hex(s), -2))", 2, k2289 },
  { "(s, t) -> char(0, unicode(CASE round(s BETWEEN 9223372036854775807 AND s, '2') WHEN t THEN substring(quote(s), NULL) WHEN max(char(1114112, unicode(9223372036854775807)), nullif(1.0, t), s) THEN s ELSE ~t END))", 2, k2290 },
  { "(s, t) -> (s IN (s, s)) LIKE 'x\134%'", 2, k2291 },
  { "(s, t) -> length(' ')", 2, k2292 },
  { "(s, t) -> max(3, t COLLATE NOCASE) NOT BETWEEN char(NULL, unicode(t)) AND t", 2, k2293 },
  { "(s, t) -> CASE max(rtrim(format('%#.3g', 'a%'), CASE 'AbC' WHEN -1 THEN '1e3' WHEN s THEN 1 ELSE s END), replace(s, s, 'XY') BETWEEN abs(s) AND 1.0) WHEN t THEN '0x1F' WHEN like('%x', ((-3.75) << s) BETWEEN (t IS 7) AND s) THEN ' 12 ' ELSE ~(substring('abc', -1, t) IS NOT NULL) END", 2, k2294 },
  { "(s, t) -> CASE 'abc' WHEN s THEN instr(ltrim(-0.0, s), 2 >> '1e3') WHEN trim(t, CASE 1.0 WHEN s THEN t WHEN 'AbC' THEN '0x1F' ELSE t END) THEN t ELSE quote(NULL) COLLATE BINARY <= (-3.75) END", 2, k2295 },
  { "(s, t) -> unicode(2)", 2, k2296 },
  { "(s, t) -> unicode(-(char(0x1F600, unicode(s)) COLLATE NOCASE IS 'abc'))", 2, k2297 },
  { "(s, t) -> round(max((t NOT NULL) COLLATE RTRIM, CASE t WHEN s THEN s WHEN 0.1 THEN t ELSE '-0' END), 1)", 2, k2298 },
  { "(s, t) -> CAST('1e3' AS REAL)", 2, k2299 },
  { "(s, t) -> substr(ifnull(3 COLLATE NOCASE <= t, substring(s, NULL)), 1.5, 1.5)", 2, k2300 },
  { "(s, t) -> min(s, unicode(replace(substring(' ', -2, 5), t, '-')) COLLATE NOCASE)", 2, k2301 },
  { "(s, t) -> typeof(min(0.1 BETWEEN s AND '\303\251\346\227\245', substring(s, 5, 1) COLLATE NOCASE))", 2, k2302 },
  { "(s, t) -> typeof(9223372036854775807 NOT BETWEEN 1 AND (-9223372036854775807)) LIKE 'a%' ESCAPE '\134'", 2, k2303 },
  { "(s, t) -> round(unicode(max(7, s)), 64)", 2, k2304 },
  { "(s, t) -> NOT replace(length(''), char(NULL, unicode('-0')), '')", 2, k2305 },
  { "(s, t) -> substring(max((t >> length(t)) COLLATE NOCASE, substr(nullif(9223372036854775807, '3'), 0)), 1.5)", 2, k2306 },
  { "(s, t) -> length(length(s))", 2, k2307 },
  { "(s, t) -> format('% d|%-6i|', s, s = (s GLOB '*[]x]*'))", 2, k2308 },
  { "(s, t) -> substr(' 12 ' IN (s, s), 1, 0)", 2, k2309 },
  { "(s, t) -> 9223372036854775807 IN (max(char(1114112, unicode(t || (-9223372036854775807))), hex(ltrim(s, t))), s)", 2, k2310 },
  { "(s, t) -> unicode(replace(NULL, s, NULL))", 2, k2311 },
  { "(s, t) -> nullif(length(s & 2), round(s, 1) GLOB '[!a]*')", 2, k2312 },
  { "(s, t) -> trim(t, s) || upper(t)", 2, k2313 },
  { "(s, t) -> hex(format('%+05d', t NOT IN (s, s)))", 2, k2314 },
  { "(s, t) -> t NOT IN (s LIKE '_' ESCAPE '\134', s)", 2, k2315 },
  { "(s, t) -> trim('abc', '3') / abs(1)", 2, k2316 },
  { "(s, t) -> substring(unicode(instr((-3.75) NOT LIKE 'A_C', rtrim(t))), 2)", 2, k2317 },
  { "(s, t) -> upper(s BETWEEN 7 AND s)", 2, k2318 },
  { "(s, t) -> +(((-3.75) LIKE '_b_' ESCAPE '\134') BETWEEN round('a%') AND t)", 2, k2319 },
  { "(s, t) -> rtrim(max(t COLLATE NOCASE, '-0')) << (char(-1, unicode('a%')) <= (9223372036854775807 COLLATE NOCASE IS s))", 2, k2320 },
  { "(s, t) -> like('x\134%', min(max(s NOT IN (t, '\303\251\346\227\245'), ('' < '1abc') COLLATE NOCASE), '3' COLLATE NOCASE))", 2, k2321 },
  { "(s, t) -> hex(hex(upper(t)))", 2, k2322 },
  { "(s, t) -> upper(t % t)", 2, k2323 },
  { "(s, t) -> typeof(iif(length(hex('2.5')), abs(t), s))", 2, k2324 },
  { "(s, t) -> nullif(printf('%10.4e', ((x'6162') | s) COLLATE NOCASE = like('%', s)), nullif(round(trim(t)), hex(s NOT GLOB '*[]x]*')))", 2, k2325 },
  { "(s, t) -> hex(like('%\134_%', CASE WHEN '0x1F' THEN t ELSE '2.5' END)) COLLATE BINARY < hex(s)", 2, k2326 },
  { "(s, t) -> abs(typeof('AbC') <> char(233, unicode('x')))", 2, k2327 },
  { "(s, t) -> CAST(unicode(2 GLOB 'x*') AS REAL) LIKE 'a%'", 2, k2328 },
  { "(s, t) -> substr((x'') IS NOT NULL, 1.5, 9223372036854775807)", 2, k2329 },
  { "(s, t) -> ltrim(CASE s WHEN s THEN s WHEN '0x1F' THEN x'6162' ELSE t END)", 2, k2330 },
  { "(s, t) -> quote(nullif(t COLLATE NOCASE, 1))", 2, k2331 },
  { "(s, t) -> ' 12 ' LIKE 'abc'", 2, k2332 },
  { "(s, t) -> abs(ifnull(s, s) NOT LIKE '%c') IS NOT NULL", 2, k2333 },
  { "(s, t) -> like('_', t)", 2, k2334 },
  { "(s, t) -> char(0x1F600, unicode(s)) LIKE 'x\134%'", 2, k2335 },
  { "(s, t) -> t LIKE '%\346\227\245%' ESCAPE '\134'", 2, k2336 },
  { "(s, t) -> instr((CASE min(t, t COLLATE RTRIM) WHEN s THEN 'a%' GLOB '[!a]*' WHEN (x'') LIKE '%' THEN s ELSE t | 0.1 END) COLLATE BINARY IS nullif(9223372036854775807, s NOT IN (t, ' 12 ')), quote(-9223372036854775807))", 2, k2337 },
  { "(s, t) -> like('%_%', char(0, unicode(like('%b%', quote(t)))))", 2, k2338 },
  { "(s, t) -> 0.1 LIKE '%' ESCAPE '\134'", 2, k2339 },
  { "(s, t) -> hex(quote(s))", 2, k2340 },
  { "(s, t) -> abs(('1e3' NOT IN (-1, s)) LIKE '%b%')", 2, k2341 },
  { "(s, t) -> printf('%q', length(2 % s))", 2, k2342 },
  { "(s, t) -> substr(s, -9223372036854775807, 1.5)", 2, k2343 },
  { "(s, t) -> CASE like('x\134%', t) BETWEEN s AND s WHEN '-0' THEN max(s, t) OR ('2.5' IS NULL) WHEN instr(min(s, s COLLATE RTRIM), 1 & s) THEN 3 ELSE (x'6162') NOT BETWEEN char(0, unicode(1)) AND '0x1F' END", 2, k2344 },
  { "(s, t) -> ((s - 1) COLLATE RTRIM != like('%x', -9223372036854775807)) GLOB '\077*'", 2, k2345 },
  { "(s, t) -> (CASE WHEN t THEN 1.0 ELSE '1abc' END) NOT LIKE 'A_C'", 2, k2346 },
  { "(s, t) -> CASE WHEN max(CASE substring(t, -2) WHEN '0x1F' THEN '1abc' WHEN nullif(s, s) THEN 2.5 ELSE nullif(1, '') END, char(0x1F600, unicode(s))) THEN abs(CASE ltrim(s) WHEN s THEN s IS '2.5' WHEN s THEN s ELSE t END) ELSE trim(t) END", 2, k2347 },
  { "(s, t) -> printf('%%%s', ' ')", 2, k2348 },
  { "(s, t) -> coalesce(rtrim(NOT ('a%' GLOB '[!a]*'), typeof(t)), t)", 2, k2349 },
  { "(s, t) -> min(replace(lower(min('_', (-1) COLLATE RTRIM)), substring('', 1), '-'), (ifnull(s, s) & (9223372036854775807 IS NOT NULL)) NOT BETWEEN ((~s) NOT GLOB t) AND 100)", 2, k2350 },
  { "(s, t) -> nullif((nullif(s, s) NOT GLOB '*') * (trim(9223372036854775807) COLLATE RTRIM = (1 & t)), printf('%X', rtrim(like('', '\303\251\346\227\245'))))", 2, k2351 },
  { "(s, t) -> upper(max(hex(s) COLLATE NOCASE, s))", 2, k2352 },
  { "(s, t) -> round(lower('%'))", 2, k2353 },
  { "(s, t) -> like('%\346\227\245%', '-0' / t) COLLATE NOCASE = (CASE substring(t, NULL) WHEN s THEN substring(s, 3, 9223372036854775807) WHEN substring(t, -2) THEN 9223372036854775807 ELSE t END)", 2, k2354 },
  { "(s, t) -> abs(CASE iif(CASE WHEN t THEN -1 ELSE '-0' END, s - 'AbC', +(-1)) WHEN t THEN (s << s) COLLATE RTRIM IS min(100, t) WHEN max(s, 1.0 COLLATE RTRIM) BETWEEN iif(s, s, -1) AND s THEN s ELSE nullif(iif(s, t, s) COLLATE NOCASE, iif(s, 7, t)) END)", 2, k2355 },
  { "(s, t) -> min(quote(quote(s) OR hex(s)), instr(s, s IN (s, 'AbC')) COLLATE RTRIM)", 2, k2356 },
  { "(s, t) -> substring(nullif(lower('1e3') COLLATE NOCASE, min('AbC', t COLLATE NOCASE)), t, t)", 2, k2357 },
  { "(s, t) -> iif(NULL, '1e3', t) LIKE lower(t) ESCAPE '\134'", 2, k2358 },
  { "(s, t) -> (t NOT GLOB '[a-]*') LIKE '%\134_%' ESCAPE '\134'", 2, k2359 },
  { "(s, t) -> unicode(upper(-1) * s)", 2, k2360 },
  { "(s, t) -> unicode(upper(s GLOB '*x') NOT BETWEEN nullif(s % 'abc', unicode(t)) AND 'a%')", 2, k2361 },
  { "(s, t) -> ~s", 2, k2362 },
  { "(s, t) -> coalesce('%' LIKE t, CASE WHEN '2.5' THEN 3 END)", 2, k2363 },
  { "(s, t) -> like('', printf('%-8s|', s))", 2, k2364 },
  { "(s, t) -> CAST(t AS BLOB)", 2, k2365 },
  { "(s, t) -> substr(substring(like('abc', typeof(s)), t, 0), NULL, NULL)", 2, k2366 },
  { "(s, t) -> iif('-0', rtrim('0x1F', s), nullif(s, s)) GLOB '*'", 2, k2367 },
  { "(s, t) -> typeof(~t)", 2, k2368 },
  { "(s, t) -> rtrim(substr(t, 1.5) COLLATE BINARY < '2.5', abs(t))", 2, k2369 },
  { "(s, t) -> lower(lower(ifnull(instr(s, '_'), '')))", 2, k2370 },
  { "(s, t) -> like('_', abs(s))", 2, k2371 },
  { "(s, t) -> iif(('0x1F' <> s) COLLATE RTRIM != unicode(s), like(lower(t), trim(s)), trim(unicode('\303\251\346\227\245'), abs(7)))", 2, k2372 },
  { "(s, t) -> iif(like('%\346\227\245%', -1), s LIKE '%b%' ESCAPE '\134', s LIKE '%\346\227\245%')", 2, k2373 },
  { "(s, t) -> NOT abs(7 - (-9223372036854775807) == hex(s))", 2, k2374 },
  { "(s, t) -> CASE WHEN ~printf('%.2g', s) THEN (t LIKE '%_%' ESCAPE '\134') AND iif(2, s, s) END", 2, k2375 },
  { "(s, t) -> -9223372036854775807 == printf('%#o', max(100, s))", 2, k2376 },
  { "(s, t) -> CASE WHEN CASE s % min('-0' COLLATE RTRIM, s) WHEN -9223372036854775807 THEN max('1e3', min(' 12 ', t COLLATE NOCASE) COLLATE RTRIM) WHEN nullif(NOT s, min(s, s COLLATE RTRIM)) THEN s ELSE replace(NOT t, s, 1) END THEN CASE like('%_%', t AND t) WHEN 7 THEN substring(t BETWEEN s AND s, '2') WHEN substring(' ', -9223372036854775807, 1) NOT BETWEEN typeof(s) AND s THEN 7 ELSE ifnull('abc', ~0.1) END ELSE char(0x1F600, unicode(s)) END", 2, k2377 },
  { "(s, t) -> lower(iif(max(t, t, '\303\251\346\227\245'), nullif(s, t), s COLLATE BINARY <= '2.5')) IS NULL", 2, k2378 },
  { "(s, t) -> unicode(((~100) GLOB '\077*') NOT IN (substr(t, 1, 2) NOT LIKE 'A_C', t))", 2, k2379 },
  { "(s, t) -> nullif(s COLLATE RTRIM, 9223372036854775807)", 2, k2380 },
  { "(s, t) -> max(iif('' != s, trim(s, s), -9223372036854775807) COLLATE BINARY != rtrim('1abc', t % 1), printf('%#o', NOT '1e3'))", 2, k2381 },
  { "(s, t) -> length(s||t)", 2, k2382 },
  { "(s, t) -> length(CAST(s AS BLOB))", 2, k2383 },
  { "(s, t) -> lower(s)", 2, k2384 },
  { "(s, t) -> upper(s)", 2, k2385 },
  { "(s, t) -> upper(s)||s", 2, k2386 },
  { "(s, t) -> lower(t)||upper(t)", 2, k2387 },
  { "(s, t) -> upper(lower(s)) = upper(s)", 2, k2388 },
  { "(s, t) -> substr(s, t)", 2, k2389 },
  { "(s, t) -> substr(s, 2)", 2, k2390 },
  { "(s, t) -> substr(s, 0)", 2, k2391 },
  { "(s, t) -> substr(s, -1)", 2, k2392 },
  { "(s, t) -> substr(s, -3)", 2, k2393 },
  { "(s, t) -> substr(s, 9223372036854775807)", 2, k2394 },
  { "(s, t) -> substr(s, -9223372036854775807)", 2, k2395 },
  { "(s, t) -> substr(s, t, 2)", 2, k2396 },
  { "(s, t) -> substr(s, 2, t)", 2, k2397 },
  { "(s, t) -> substr(s, 0, 2)", 2, k2398 },
  { "(s, t) -> substr(s, 0, 1)", 2, k2399 },
  { "(s, t) -> substr(s, 0, -1)", 2, k2400 },
  { "(s, t) -> substr(s, 1, -1)", 2, k2401 },
  { "(s, t) -> substr(s, 3, -2)", 2, k2402 },
  { "(s, t) -> substr(s, -2, -5)", 2, k2403 },
  { "(s, t) -> substr(s, -9223372036854775807, 9223372036854775807)", 2, k2404 },
  { "(s, t) -> substr(s, 2, 9223372036854775807)", 2, k2405 },
  { "(s, t) -> substr(s, 9223372036854775807, -9223372036854775807)", 2, k2406 },
  { "(s, t) -> substr(s, 2, -9223372036854775807)", 2, k2407 },
  { "(s, t) -> substr(s, 1, 0)", 2, k2408 },
  { "(s, t) -> substr(s, 2.7, 1.9)", 2, k2409 },
  { "(s, t) -> substr(s, '2', '3')", 2, k2410 },
  { "(s, t) -> substr(s, NULL)", 2, k2411 },
  { "(s, t) -> substring(s, t)", 2, k2412 },
  { "(s, t) -> substring(s, 1, t)", 2, k2413 },
  { "(s, t) -> substr(s, t, t)", 2, k2414 },
  { "(s, t) -> substr(t, s)", 2, k2415 },
  { "(s, t) -> substr(s, -t, 3)", 2, k2416 },
  { "(s, t) -> substr(t, 2, 1)", 2, k2417 },
  { "(s, t) -> replace(s, t, 'XY')", 2, k2418 },
  { "(s, t) -> replace(s, 'a', t)", 2, k2419 },
  { "(s, t) -> replace(s, '', 'z')", 2, k2420 },
  { "(s, t) -> replace(s, t, NULL)", 2, k2421 },
  { "(s, t) -> replace(t, s, '')", 2, k2422 },
  { "(s, t) -> replace(s, 'x', 'yz')", 2, k2423 },
  { "(s, t) -> replace(s, s, t)", 2, k2424 },
  { "(s, t) -> replace(s, char(0), '0')", 2, k2425 },
  { "(s, t) -> replace(s, 1, 2)", 2, k2426 },
  { "(s, t) -> replace(s, t, t)", 2, k2427 },
  { "(s, t) -> ltrim(s)", 2, k2428 },
  { "(s, t) -> trim(s, t)", 2, k2429 },
  { "(s, t) -> ltrim(s, t)", 2, k2430 },
  { "(s, t) -> rtrim(s, t)", 2, k2431 },
  { "(s, t) -> trim(s, 'x ')", 2, k2432 },
  { "(s, t) -> trim(t, s)", 2, k2433 },
  { "(s, t) -> ltrim(s, '\303\251a')", 2, k2434 },
  { "(s, t) -> rtrim(s, '')", 2, k2435 },
  { "(s, t) -> trim(s, NULL)", 2, k2436 },
  { "(s, t) -> rtrim(s, char(0))", 2, k2437 },
  { "(s, t) -> instr(s, t)", 2, k2438 },
  { "(s, t) -> instr(t, s)", 2, k2439 },
  { "(s, t) -> instr(s, '')", 2, k2440 },
  { "(s, t) -> instr(s, 'b')", 2, k2441 },
  { "(s, t) -> instr(s, char(0))", 2, k2442 },
  { "(s, t) -> instr(s, '\303\251')", 2, k2443 },
  { "(s, t) -> instr(s, 1)", 2, k2444 },
  { "(s, t) -> hex(s||t)", 2, k2445 },
  { "(s, t) -> hex(NULL)", 2, k2446 },
  { "(s, t) -> hex(s + 0)", 2, k2447 },
  { "(s, t) -> char(unicode(s))", 2, k2448 },
  { "(s, t) -> char(unicode(s), unicode(t))", 2, k2449 },
  { "(s, t) -> char(65, 0x1F600, 233)", 2, k2450 },
  { "(s, t) -> char(s)", 2, k2451 },
  { "(s, t) -> char(t, s)", 2, k2452 },
  { "(s, t) -> char(NULL)", 2, k2453 },
  { "(s, t) -> char(-1, 1114112, 1114111, 55296)", 2, k2454 },
  { "(s, t) -> char()", 2, k2455 },
  { "(s, t) -> length(char(0, 65))", 2, k2456 },
  { "(s, t) -> hex(char(s, 0, t))", 2, k2457 },
  { "(s, t) -> s LIKE t", 2, k2458 },
  { "(s, t) -> s NOT LIKE t", 2, k2459 },
  { "(s, t) -> s LIKE 'a%'", 2, k2460 },
  { "(s, t) -> s LIKE '%C'", 2, k2461 },
  { "(s, t) -> s LIKE '_b_'", 2, k2462 },
  { "(s, t) -> s LIKE t ESCAPE '\134'", 2, k2463 },
  { "(s, t) -> s LIKE 'a\134%' ESCAPE '\134'", 2, k2464 },
  { "(s, t) -> s LIKE 'x\134' ESCAPE '\134'", 2, k2465 },
  { "(s, t) -> s NOT LIKE t ESCAPE 'b'", 2, k2466 },
  { "(s, t) -> s LIKE t ESCAPE NULL", 2, k2467 },
  { "(s, t) -> like(t, s)", 2, k2468 },
  { "(s, t) -> like(t, s, 'b')", 2, k2469 },
  { "(s, t) -> like('%' || t || '%', s)", 2, k2470 },
  { "(s, t) -> s LIKE '\303\244%'", 2, k2471 },
  { "(s, t) -> upper(s) LIKE lower(s)", 2, k2472 },
  { "(s, t) -> s LIKE '%'", 2, k2473 },
  { "(s, t) -> s LIKE s", 2, k2474 },
  { "(s, t) -> s LIKE t COLLATE NOCASE", 2, k2475 },
  { "(s, t) -> s NOT LIKE t = 0", 2, k2476 },
  { "(s, t) -> s NOT LIKE 'a%' AND t", 2, k2477 },
  { "(s, t) -> s NOT LIKE t ESCAPE '\134' IS NULL", 2, k2478 },
  { "(s, t) -> s GLOB t", 2, k2479 },
  { "(s, t) -> s NOT GLOB t", 2, k2480 },
  { "(s, t) -> glob(t, s)", 2, k2481 },
  { "(s, t) -> s GLOB '*[a-c]*'", 2, k2482 },
  { "(s, t) -> s GLOB '[^a]*'", 2, k2483 },
  { "(s, t) -> s GLOB '[!a]*'", 2, k2484 },
  { "(s, t) -> s GLOB '*['", 2, k2485 },
  { "(s, t) -> s GLOB '\077*'", 2, k2486 },
  { "(s, t) -> s GLOB '*[]x]*'", 2, k2487 },
  { "(s, t) -> s GLOB '[a-]*'", 2, k2488 },
  { "(s, t) -> s NOT GLOB t IS NULL", 2, k2489 },
  { "(s, t) -> s NOT GLOB '*' || t", 2, k2490 },
  { "(s, t) -> iif(s, 'yes', 'no')", 2, k2491 },
  { "(s, t) -> iif(t > s, s, t)", 2, k2492 },
  { "(s, t) -> iif(s IS NULL, 1, 2.5)", 2, k2493 },
  { "(s, t) -> coalesce(s, t)", 2, k2494 },
  { "(s, t) -> coalesce(NULL, t, s)", 2, k2495 },
  { "(s, t) -> coalesce(s, t, 'z')", 2, k2496 },
  { "(s, t) -> ifnull(s, t)", 2, k2497 },
  { "(s, t) -> ifnull(t, 0)", 2, k2498 },
  { "(s, t) -> nullif(s, t)", 2, k2499 },
  { "(s, t) -> nullif(s, 'abc')", 2, k2500 },
  { "(s, t) -> nullif(s COLLATE NOCASE, t)", 2, k2501 },
  { "(s, t) -> nullif(t, 1)", 2, k2502 },
  { "(s, t) -> abs(-s)", 2, k2503 },
  { "(s, t) -> min(s, t)", 2, k2504 },
  { "(s, t) -> max(s, t)", 2, k2505 },
  { "(s, t) -> min(s, t, 'm')", 2, k2506 },
  { "(s, t) -> max(s, 1, t)", 2, k2507 },
  { "(s, t) -> min(s COLLATE NOCASE, t)", 2, k2508 },
  { "(s, t) -> max(s, t COLLATE NOCASE)", 2, k2509 },
  { "(s, t) -> min(s, NULL)", 2, k2510 },
  { "(s, t) -> max(s COLLATE RTRIM, t)", 2, k2511 },
  { "(s, t) -> max(t, substr(s, 1) COLLATE NOCASE)", 2, k2512 },
  { "(s, t) -> min(substr(s, 1), t COLLATE NOCASE)", 2, k2513 },
  { "(s, t) -> nullif(s, t COLLATE RTRIM)", 2, k2514 },
  { "(s, t) -> typeof(s + t)", 2, k2515 },
  { "(s, t) -> quote(s || t)", 2, k2516 },
  { "(s, t) -> quote(s + 0)", 2, k2517 },
  { "(s, t) -> round(s, t)", 2, k2518 },
  { "(s, t) -> round(t, -1)", 2, k2519 },
  { "(s, t) -> round(2.5)", 2, k2520 },
  { "(s, t) -> round(-2.5)", 2, k2521 },
  { "(s, t) -> round(s, 40)", 2, k2522 },
  { "(s, t) -> round(s * 1.0, 1)", 2, k2523 },
  { "(s, t) -> round(t, 1) || ''", 2, k2524 },
  { "(s, t) -> printf('%s|%s', s, t)", 2, k2525 },
  { "(s, t) -> printf('%d', s)", 2, k2526 },
  { "(s, t) -> printf('%i', t)", 2, k2527 },
  { "(s, t) -> printf('%5d|%-5d|%05d|%+d|% d', s, s, s, s, s)", 2, k2528 },
  { "(s, t) -> printf('%x %X %o', s, s, s)", 2, k2529 },
  { "(s, t) -> printf('%#x %#X %#o', t, t, t)", 2, k2530 },
  { "(s, t) -> printf('%08x|%-8X|%.3o', s, s, s)", 2, k2531 },
  { "(s, t) -> printf('%c', s)", 2, k2532 },
  { "(s, t) -> printf('%5c|%-3c|', t, t)", 2, k2533 },
  { "(s, t) -> printf('%f', s)", 2, k2534 },
  { "(s, t) -> printf('%.2f|%10.3f|%-10.1f|%+.0f|%010.2f', s, s, s, s, s)", 2, k2535 },
  { "(s, t) -> printf('%e', s)", 2, k2536 },
  { "(s, t) -> printf('%.3e|%12.2e|%-+12.1e', t, t, t)", 2, k2537 },
  { "(s, t) -> printf('%g', s)", 2, k2538 },
  { "(s, t) -> printf('%.3g|%10g|%#g|%-12.8g', s, s, s, s)", 2, k2539 },
  { "(s, t) -> printf('%%|%s%%', s)", 2, k2540 },
  { "(s, t) -> printf('%q', s)", 2, k2541 },
  { "(s, t) -> printf('%Q', s)", 2, k2542 },
  { "(s, t) -> printf('%Q', t)", 2, k2543 },
  { "(s, t) -> printf('%.3s|%10s|%-10s|', s, s, s)", 2, k2544 },
  { "(s, t) -> printf('%.*s', t, s)", 2, k2545 },
  { "(s, t) -> printf('%*d', t % 30, s)", 2, k2546 },
  { "(s, t) -> printf('%s', s)", 2, k2547 },
  { "(s, t) -> printf('%.5s', s)", 2, k2548 },
  { "(s, t) -> printf('%d %s')", 2, k2549 },
  { "(s, t) -> printf('%c', '')", 2, k2550 },
  { "(s, t) -> printf('%.20f', 0.1)", 2, k2551 },
  { "(s, t) -> printf('%d|%x|%o', 9223372036854775807, -1, -1)", 2, k2552 },
  { "(s, t) -> printf('%5.1s|', s)", 2, k2553 },
  { "(s, t) -> printf('%.0e|%.0g|%.0f', s, s, s)", 2, k2554 },
  { "(s, t) -> printf('%s %d %f', t, t, t)", 2, k2555 },
  { "(s, t) -> format('%d-%s', s, t)", 2, k2556 },
  { "(s, t) -> format('%q', t)", 2, k2557 },
  { "(s, t) -> printf(NULL, s)", 2, k2558 },
  { "(s, t) -> printf('%s')", 2, k2559 },
  { "(s, t) -> printf(t, s)", 2, k2560 },
  { "(s, t) -> printf('%-*s|', -5, s)", 2, k2561 },
  { "(s, t) -> printf('%.3q|%.2Q', s, s)", 2, k2562 },
  { "(s, t) -> s || t", 2, k2563 },
  { "(s, t) -> s || 1.0", 2, k2564 },
  { "(s, t) -> t || -0.0", 2, k2565 },
  { "(s, t) -> s || NULL", 2, k2566 },
  { "(s, t) -> 1e15 || ''", 2, k2567 },
  { "(s, t) -> -0.0 || ''", 2, k2568 },
  { "(s, t) -> 1.0 || ''", 2, k2569 },
  { "(s, t) -> s || s || t", 2, k2570 },
  { "(s, t) -> (s + 0) || ''", 2, k2571 },
  { "(s, t) -> (t * 1.0) || ''", 2, k2572 },
  { "(s, t) -> s * t", 2, k2573 },
  { "(s, t) -> s / t", 2, k2574 },
  { "(s, t) -> s % t", 2, k2575 },
  { "(s, t) -> s + t", 2, k2576 },
  { "(s, t) -> s - t", 2, k2577 },
  { "(s, t) -> s * 2", 2, k2578 },
  { "(s, t) -> s + 0", 2, k2579 },
  { "(s, t) -> s - 1", 2, k2580 },
  { "(s, t) -> s / 2", 2, k2581 },
  { "(s, t) -> s / 0", 2, k2582 },
  { "(s, t) -> s % 0", 2, k2583 },
  { "(s, t) -> s % 2.5", 2, k2584 },
  { "(s, t) -> s % -3", 2, k2585 },
  { "(s, t) -> 9223372036854775807 + s", 2, k2586 },
  { "(s, t) -> s * 9223372036854775807", 2, k2587 },
  { "(s, t) -> -9223372036854775807 - s", 2, k2588 },
  { "(s, t) -> 9223372036854775807 + 1", 2, k2589 },
  { "(s, t) -> (s - 1) / t", 2, k2590 },
  { "(s, t) -> (s - 1) % t", 2, k2591 },
  { "(s, t) -> s / 2.0", 2, k2592 },
  { "(s, t) -> s + t * 2 - 1", 2, k2593 },
  { "(s, t) -> s * 1.0 / 3", 2, k2594 },
  { "(s, t) -> s & t", 2, k2595 },
  { "(s, t) -> s | t", 2, k2596 },
  { "(s, t) -> s << t", 2, k2597 },
  { "(s, t) -> s >> t", 2, k2598 },
  { "(s, t) -> s << 63", 2, k2599 },
  { "(s, t) -> s >> 70", 2, k2600 },
  { "(s, t) -> s << -1", 2, k2601 },
  { "(s, t) -> s & 1 | 2", 2, k2602 },
  { "(s, t) -> s << 1 >> 1", 2, k2603 },
  { "(s, t) -> -s", 2, k2604 },
  { "(s, t) -> -t", 2, k2605 },
  { "(s, t) -> - - s", 2, k2606 },
  { "(s, t) -> -(s - 1)", 2, k2607 },
  { "(s, t) -> +t || ''", 2, k2608 },
  { "(s, t) -> s < t", 2, k2609 },
  { "(s, t) -> s <= t", 2, k2610 },
  { "(s, t) -> s > t", 2, k2611 },
  { "(s, t) -> s >= t", 2, k2612 },
  { "(s, t) -> s = t", 2, k2613 },
  { "(s, t) -> s == t", 2, k2614 },
  { "(s, t) -> s != t", 2, k2615 },
  { "(s, t) -> s <> t", 2, k2616 },
  { "(s, t) -> s IS t", 2, k2617 },
  { "(s, t) -> s IS NOT t", 2, k2618 },
  { "(s, t) -> s = 12", 2, k2619 },
  { "(s, t) -> s = '12'", 2, k2620 },
  { "(s, t) -> s > 5", 2, k2621 },
  { "(s, t) -> s < 'b'", 2, k2622 },
  { "(s, t) -> '10' = 10", 2, k2623 },
  { "(s, t) -> s || t = t || s", 2, k2624 },
  { "(s, t) -> 1 < 2 = 1", 2, k2625 },
  { "(s, t) -> s || t < t", 2, k2626 },
  { "(s, t) -> s = s", 2, k2627 },
  { "(s, t) -> s < x'00'", 2, k2628 },
  { "(s, t) -> s > 1e308", 2, k2629 },
  { "(s, t) -> s IN (t, 'abc', 1)", 2, k2630 },
  { "(s, t) -> s NOT IN (t, 'abc', 1)", 2, k2631 },
  { "(s, t) -> s IN (1, '1', 1.0)", 2, k2632 },
  { "(s, t) -> t IN (s)", 2, k2633 },
  { "(s, t) -> s IN (NULL, 'a')", 2, k2634 },
  { "(s, t) -> s NOT IN (NULL, 'a')", 2, k2635 },
  { "(s, t) -> s COLLATE NOCASE IN (t, 'ABC')", 2, k2636 },
  { "(s, t) -> s BETWEEN t AND 'm'", 2, k2637 },
  { "(s, t) -> s NOT BETWEEN 1 AND t", 2, k2638 },
  { "(s, t) -> s BETWEEN 'a' AND 'z'", 2, k2639 },
  { "(s, t) -> s BETWEEN t AND 'z' COLLATE NOCASE", 2, k2640 },
  { "(s, t) -> s COLLATE NOCASE BETWEEN t AND 'z'", 2, k2641 },
  { "(s, t) -> s BETWEEN -1 AND 1", 2, k2642 },
  { "(s, t) -> s NOT BETWEEN 1 AND t = 0", 2, k2643 },
  { "(s, t) -> s NOT BETWEEN 'a' AND 'z' AND t", 2, k2644 },
  { "(s, t) -> s ISNULL", 2, k2645 },
  { "(s, t) -> s NOTNULL", 2, k2646 },
  { "(s, t) -> s NOT NULL", 2, k2647 },
  { "(s, t) -> s IS NULL OR t IS NOT NULL", 2, k2648 },
  { "(s, t) -> (s || t) ISNULL", 2, k2649 },
  { "(s, t) -> s AND t", 2, k2650 },
  { "(s, t) -> s OR t", 2, k2651 },
  { "(s, t) -> NOT (s AND t)", 2, k2652 },
  { "(s, t) -> NOT s OR NOT t", 2, k2653 },
  { "(s, t) -> s AND NULL", 2, k2654 },
  { "(s, t) -> s OR NULL", 2, k2655 },
  { "(s, t) -> NOT NOT t", 2, k2656 },
  { "(s, t) -> s = t COLLATE NOCASE", 2, k2657 },
  { "(s, t) -> s COLLATE NOCASE = t", 2, k2658 },
  { "(s, t) -> s COLLATE RTRIM = t", 2, k2659 },
  { "(s, t) -> s COLLATE RTRIM < t", 2, k2660 },
  { "(s, t) -> s COLLATE NOCASE <> t COLLATE BINARY", 2, k2661 },
  { "(s, t) -> s COLLATE BINARY = t COLLATE NOCASE", 2, k2662 },
  { "(s, t) -> s = 'ABC' COLLATE NOCASE", 2, k2663 },
  { "(s, t) -> s COLLATE RTRIM IS t", 2, k2664 },
  { "(s, t) -> CASE s WHEN t THEN 1 ELSE 0 END", 2, k2665 },
  { "(s, t) -> CASE s COLLATE NOCASE WHEN 'abc' THEN 'hit' WHEN t THEN 't' ELSE 'miss' END", 2, k2666 },
  { "(s, t) -> CASE WHEN s THEN 'truthy' WHEN t THEN 't' END", 2, k2667 },
  { "(s, t) -> CASE WHEN s < t THEN s ELSE t END", 2, k2668 },
  { "(s, t) -> CASE WHEN s IS NULL THEN t ELSE length(s) END", 2, k2669 },
  { "(s, t) -> CASE t WHEN 1 THEN 'one' WHEN '1' THEN 'text one' WHEN NULL THEN 'never' END", 2, k2670 },
  { "(s, t) -> CASE typeof(s) WHEN 'text' THEN upper(s) WHEN 'integer' THEN s + 1 ELSE quote(s) END", 2, k2671 },
  { "(s, t) -> CASE s WHEN 12 THEN 'int' WHEN '12' THEN 'text' ELSE 'none' END", 2, k2672 },
  { "(s, t) -> CASE WHEN length(s) > 2 THEN upper(s) ELSE s || s END || 'abc'", 2, k2673 },
  { "(s, t) -> CAST(s AS INTEGER)", 2, k2674 },
  { "(s, t) -> CAST(s AS NUMERIC)", 2, k2675 },
  { "(s, t) -> CAST(t AS INTEGER) + 1", 2, k2676 },
  { "(s, t) -> CAST(s AS INTEGER) = t", 2, k2677 },
  { "(s, t) -> CAST(s AS TEXT) = t", 2, k2678 },
  { "(s, t) -> CAST(s AS REAL) < t", 2, k2679 },
  { "(s, t) -> CAST(s AS NUMERIC) = t", 2, k2680 },
  { "(s, t) -> CAST(CAST(s AS BLOB) AS TEXT)", 2, k2681 },
  { "(s, t) -> typeof(CAST(s AS NUMERIC))", 2, k2682 },
  { "(s, t) -> CAST(s AS NUMERIC) || ''", 2, k2683 },
  { "(s, t) -> CAST(t AS REAL) || ''", 2, k2684 },
  { "(s, t) -> CAST(s AS TEXT) IN (t, 1)", 2, k2685 },
  { "(s, t) -> CAST(t AS INTEGER) BETWEEN s AND 100", 2, k2686 },
  { "(s, t) -> CAST(t AS REAL) = s || s", 2, k2687 },
  { "(s, t) -> CAST(s AS INTEGER) < upper(t)", 2, k2688 },
  { "(s, t) -> CAST(s AS TEXT) > t + 1", 2, k2689 },
  { "(s, t) -> let u = upper(s); u || u", 2, k2690 },
  { "(s, t) -> let a = s || t; let a = a || a; length(a)", 2, k2691 },
  { "(s, t) -> let n = length(s); CASE WHEN n > 2 THEN substr(s, n - 1) ELSE s || s END", 2, k2692 },
  { "(s, t) -> let r = CASE WHEN length(s) > 2 THEN upper(s) ELSE s || s END; r || 'abc'", 2, k2693 },
  { "(s, t) -> let x = coalesce(s, t); let y = replace(x, 'a', 'A'); y || '-' || x", 2, k2694 },
  { "(s, t) -> let p = trim(s); let q = trim(t); iif(p = q, 'same', p || q)", 2, k2695 },
  { "(s, t) -> let v = s + 0; typeof(v) || v", 2, k2696 },
  { "(a, b) -> let s = b; let t = a; t || s", 2, k2697 },
  { "(s, t) -> length(CAST(x'610062' AS TEXT))", 2, k2698 },
  { "(s, t) -> length(CAST(x'E6978080' AS TEXT)) || length(CAST(x'80' AS TEXT))", 2, k2699 },
  { "(s, t) -> substr(CAST(x'610062' AS TEXT), 1, 3)", 2, k2700 },
  { "(s, t) -> quote(CAST(x'610062' AS TEXT))", 2, k2701 },
  { "(s, t) -> hex(CAST(x'610062' AS TEXT))", 2, k2702 },
  { "(s, t) -> replace(CAST(x'610062' AS TEXT), char(0), '-')", 2, k2703 },
  { "(s, t) -> CAST(x'610062' AS TEXT) = CAST(x'610063' AS TEXT)", 2, k2704 },
  { "(s, t) -> CAST(x'610062' AS TEXT) LIKE 'a'", 2, k2705 },
  { "(s, t) -> trim(CAST(x'20610020' AS TEXT))", 2, k2706 },
  { "(s, t) -> substr('abc', 0, 2)", 2, k2707 },
  { "(s, t) -> substr('abcdef', 4, -2)", 2, k2708 },
  { "(s, t) -> replace('abc', '', 'x')", 2, k2709 },
  { "(s, t) -> replace('abc', 'z', NULL)", 2, k2710 },
  { "(s, t) -> trim('  a  b  ')", 2, k2711 },
  { "(s, t) -> trim('xaxbx', 'x')", 2, k2712 },
  { "(s, t) -> trim('abcba', 'ab')", 2, k2713 },
  { "(s, t) -> instr('', '')", 2, k2714 },
  { "(s, t) -> instr(s, '') = 1", 2, k2715 },
  { "(s, t) -> hex(char(NULL))", 2, k2716 },
  { "(s, t) -> char(NULL) = char(0)", 2, k2717 },
  { "(s, t) -> unicode(CAST(x'C3' AS TEXT))", 2, k2718 },
  { "(s, t) -> unicode(CAST(x'80' AS TEXT))", 2, k2719 },
  { "(s, t) -> unicode('')", 2, k2720 },
  { "(s, t) -> 'a' LIKE 'A'", 2, k2721 },
  { "(s, t) -> '\303\244' LIKE '\303\204'", 2, k2722 },
  { "(s, t) -> 'abc' LIKE 'abc\134' ESCAPE '\134'", 2, k2723 },
  { "(s, t) -> 'abc' GLOB '[^a]bc'", 2, k2724 },
  { "(s, t) -> 'abc' GLOB '[!a]bc'", 2, k2725 },
  { "(s, t) -> 'abc' GLOB 'a[bc'", 2, k2726 },
  { "(s, t) -> '1abc' AND 1", 2, k2727 },
  { "(s, t) -> ' 1' AND 1", 2, k2728 },
  { "(s, t) -> iif('0.0x', 1, 0)", 2, k2729 },
  { "(s, t) -> CASE WHEN ' 1' THEN 1 ELSE 0 END", 2, k2730 },
  { "(s, t) -> NOT '1abc'", 2, k2731 },
  { "(s, t) -> 1 || 2 < 3", 2, k2732 },
  { "(s, t) -> s = 12 OR s = '12'", 2, k2733 },
  { "(s, t) -> CASE WHEN s THEN 1 ELSE 0 END", 2, k2734 },
  { "(s, t) -> iif(t, 'T', 'F')", 2, k2735 },
  { "(s, t) -> abs(s - 1)", 2, k2736 },
  { "(s, t) -> abs(t - 1)", 2, k2737 },
  { "(s, t) -> t LIKE s", 2, k2738 },
  { "(s, t) -> s GLOB s", 2, k2739 },
  { "(s, t) -> like(s, t)", 2, k2740 },
  { "(s, t) -> s LIKE t ESCAPE 'ab'", 2, k2741 },
  { "(s, t) -> like(t, s, '')", 2, k2742 },
  { "(s, t) -> CASE WHEN s IS NULL THEN (s LIKE t ESCAPE 'ab') END", 2, k2743 },
  { "(s, t) -> CASE WHEN t IS NULL THEN (t LIKE s) END", 2, k2744 },
  { "(s, t) -> CASE WHEN s = 'a' THEN abs(-9223372036854775807 - 1) END", 2, k2745 },
  { "s -> abs(s)", 1, k2746 },
  { "(s, p) -> s LIKE p", 2, k2747 },
  { "s -> upper(s)||s", 1, k2748 },
  { "(a, b) -> a || '-' || b", 2, k2749 },
  { "$2 || $1", 2, k2750 },
  { "42", 0, k2751 },
  { "s", 1, k2752 },
  { "abs(s)", 1, k2753 },
  { "upper(s)", 1, k2754 },
  { "s || '!'", 1, k2755 },
  { "lower(s)", 1, k2756 },
  { "length(s)", 1, k2757 },
  { "(a, b) -> a || b", 2, k2758 },
  { "upper(s) || s", 1, k2759 },
  { "(a, b) -> min(a COLLATE NOCASE, b)", 2, k2760 },
  { "(a, b) -> nullif(a COLLATE NOCASE, b)", 2, k2761 },
  { "s || 'cache-test'", 1, k2762 },
  { "s || 0", 1, k2763 },
  { "s || 1", 1, k2764 },
  { "s || 2", 1, k2765 },
  { "s || 3", 1, k2766 },
  { "s || 4", 1, k2767 },
  { "s || 5", 1, k2768 },
  { "s || 6", 1, k2769 },
  { "s || 7", 1, k2770 },
  { "s || 8", 1, k2771 },
  { "s || 9", 1, k2772 },
  { "s || 10", 1, k2773 },
  { "s || 11", 1, k2774 },
  { "s || 12", 1, k2775 },
  { "s || 13", 1, k2776 },
  { "s || 14", 1, k2777 },
  { "s || 15", 1, k2778 },
  { "s || 16", 1, k2779 },
  { "s || 17", 1, k2780 },
  { "s || 18", 1, k2781 },
  { "s || 19", 1, k2782 },
  { "s || 20", 1, k2783 },
  { "s || 21", 1, k2784 },
  { "s || 22", 1, k2785 },
  { "s || 23", 1, k2786 },
  { "s || 24", 1, k2787 },
  { "s || 25", 1, k2788 },
  { "s || 26", 1, k2789 },
  { "s || 27", 1, k2790 },
  { "s || 28", 1, k2791 },
  { "s || 29", 1, k2792 },
  { "s || 30", 1, k2793 },
  { "s || 31", 1, k2794 },
  { "s || 32", 1, k2795 },
  { "s || 33", 1, k2796 },
  { "s || 34", 1, k2797 },
  { "s || 35", 1, k2798 },
  { "s || 36", 1, k2799 },
  { "s || 37", 1, k2800 },
  { "s || 38", 1, k2801 },
  { "s || 39", 1, k2802 },
};
