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
void k2803(const gs_kargs*);
void k2804(const gs_kargs*);

static const kernel_entry kernel_list[] = {
  { "upper(s)||s", 1, k0 },
  { "(s, t) -> CASE WHEN instr(s, t) > 0 THEN replace(s, t, upper(t)) ELSE trim(substr(s, 2, 3)) END", 2, k1 },
  { "s -> let r = CASE WHEN length(s) > 2 THEN upper(s) ELSE s || s END; r || 'abc'", 1, k2 },
  { "(s, t) -> s < t COLLATE NOCASE", 2, k3 },
  { "(s, t) -> coalesce(nullif(s, t), printf('%5.2f|%q', t, s))", 2, k4 },
  { "s -> CAST(s AS INTEGER) + 1.5 * 2", 1, k5 },
  { "char(0, 65, 0x1F600) || x'00ff' || -0.0 || 1e15", 0, k6 },
  { "(s, t) -> iif(abs(1.0) IS NOT like('%c', x''), s, rtrim(t LIKE 'abc' ESCAPE '\134', nullif(s COLLATE NOCASE, s)))", 2, k7 },
  { "(s, t) -> abs('AbC')", 2, k8 },
  { "(s, t) -> s", 2, k9 },
  { "(s, t) -> lower(s)", 2, k10 },
  { "(s, t) -> length(substring(upper('abc'), 0, 0))", 2, k11 },
  { "(s, t) -> round(coalesce('a%', s), 5)", 2, k12 },
  { "(s, t) -> 3", 2, k13 },
  { "(s, t) -> substr(t NOT NULL, 64, 1)", 2, k14 },
  { "(s, t) -> length(char(1114112, unicode(s)))", 2, k15 },
  { "(s, t) -> abs((t << '1abc') COLLATE BINARY > t) LIKE '%x' ESCAPE '\134'", 2, k16 },
  { "(s, t) -> round(abs(s), 1)", 2, k17 },
  { "(s, t) -> ltrim(0.1 NOT GLOB '*x', ~s)", 2, k18 },
  { "(s, t) -> like('A_C', max(abs('2.5'), hex('%')))", 2, k19 },
  { "(s, t) -> ~(s COLLATE RTRIM > NULL)", 2, k20 },
  { "(s, t) -> lower(unicode(CASE s WHEN s THEN t WHEN s THEN s ELSE 100 END) LIKE 'x%' ESCAPE '\134')", 2, k21 },
  { "(s, t) -> 'a%'", 2, k22 },
  { "(s, t) -> nullif(1 COLLATE NOCASE > 'AbC', max(t, s))", 2, k23 },
  { "(s, t) -> t", 2, k24 },
  { "(s, t) -> char(1114112, unicode(s != s))", 2, k25 },
  { "(s, t) -> abs(substring(CASE '-0' WHEN t THEN s WHEN s THEN s ELSE 'AbC' END, 5)) <= trim(round('\303\251\346\227\245'))", 2, k26 },
  { "(s, t) -> ifnull(min(format('%5.2f', 1), (1e15 IS NOT '3') COLLATE RTRIM), NOT 1) IS NOT '1e3'", 2, k27 },
  { "(s, t) -> CASE rtrim(length(s), '-0' & '0x1F') WHEN '_' THEN abs(substr(1, 1.5, 64)) WHEN +s THEN ' ' ELSE '\303\251\346\227\245' IN (t IN (-1, s), s) END", 2, k28 },
  { "(s, t) -> min(upper('x'), s COLLATE RTRIM)", 2, k29 },
  { "(s, t) -> char(NULL, unicode(rtrim(s, abs('2.5'))))", 2, k30 },
  { "(s, t) -> instr(((+'AbC') LIKE 'x%' ESCAPE '\134') LIKE '' ESCAPE '\134', CASE 'a%' WHEN s THEN t WHEN -1 THEN s ELSE 2.5 END)", 2, k31 },
  { "(s, t) -> min(nullif(char(65, unicode(s)), trim(s, 3)), (printf('%.2g', t) LIKE '%x') COLLATE RTRIM)", 2, k32 },
  { "(s, t) -> ~(7 IN (x'6162', t))", 2, k33 },
  { "(s, t) -> lower(t NOT IN (s, 0.1)) ISNULL", 2, k34 },
  { "(s, t) -> '-0' IN (t, t)", 2, k35 },
  { "(s, t) -> NOT (t LIKE 'x\134%' ESCAPE '\134')", 2, k36 },
  { "(s, t) -> +1e15", 2, k37 },
  { "(s, t) -> min(t, ('1e3' IN (t, t)) COLLATE RTRIM)", 2, k38 },
  { "(s, t) -> upper(unicode(-3.75))", 2, k39 },
  { "(s, t) -> iif(-(t BETWEEN 2.5 AND '_'), -'\303\251\346\227\245', hex(s < t)) GLOB 'x*'", 2, k40 },
  { "(s, t) -> quote(substr(0.1, 3, 5))", 2, k41 },
  { "(s, t) -> abs(s COLLATE BINARY >= (-0.0))", 2, k42 },
  { "(s, t) -> replace(t, t NOT BETWEEN 1e15 AND t, 1)", 2, k43 },
  { "(s, t) -> CASE round(trim(2.5)) WHEN '\303\251\346\227\245' THEN round(s NOT BETWEEN s AND NULL) WHEN substr(s, -9223372036854775807) THEN 0 ELSE +typeof(s) END", 2, k44 },
  { "(s, t) -> -3.75", 2, k45 },
  { "(s, t) -> nullif(substring(1.0, -2), s NOT BETWEEN t AND s)", 2, k46 },
  { "(s, t) -> instr((t COLLATE BINARY = 3) LIKE '%\303\226%' ESCAPE '\134', t)", 2, k47 },
  { "(s, t) -> min(ifnull(s, t), printf('%d', 0.1) COLLATE NOCASE)", 2, k48 },
  { "(s, t) -> max(t || (x'6162'), nullif(' 12 ', x'6162') COLLATE NOCASE)", 2, k49 },
  { "(s, t) -> 'AbC' < abs(-0.0)", 2, k50 },
  { "(s, t) -> upper(t)", 2, k51 },
  { "(s, t) -> -9223372036854775807", 2, k52 },
  { "(s, t) -> substr(ifnull('', '3'), NULL)", 2, k53 },
  { "(s, t) -> instr(t, min('2.5', s COLLATE RTRIM))", 2, k54 },
  { "(s, t) -> hex(' ')", 2, k55 },
  { "(s, t) -> '2.5'", 2, k56 },
  { "(s, t) -> length(t NOT BETWEEN nullif('AbC' COLLATE RTRIM, s) AND t)", 2, k57 },
  { "(s, t) -> nullif(round(0.1, 2), substring(-1, 64)) & replace('AbC', CAST('2.5' AS REAL), '\303\251')", 2, k58 },
  { "(s, t) -> CAST(1 AS INTEGER) NOTNULL", 2, k59 },
  { "(s, t) -> substr(t, 3, 1)", 2, k60 },
  { "(s, t) -> like('%\346\227\245%', iif(rtrim(ifnull('\303\251\346\227\245', s)), CAST(t AS BLOB) & t, NOT length(' 12 ')))", 2, k61 },
  { "(s, t) -> ((abs(s) BETWEEN (t % '1e3') AND s) NOT GLOB '[^a]*') LIKE '_b_'", 2, k62 },
  { "(s, t) -> max(ifnull('\303\251\346\227\245', s), CASE WHEN 2.5 THEN NULL END)", 2, k63 },
  { "(s, t) -> instr(typeof(replace(t, -1, 1)), substr(s, 0))", 2, k64 },
  { "(s, t) -> instr(100, min(s COLLATE NOCASE, s))", 2, k65 },
  { "(s, t) -> rtrim(trim(s, s))", 2, k66 },
  { "(s, t) -> iif(s, 100, s) % 7 NOT GLOB upper(t)", 2, k67 },
  { "(s, t) -> hex(x'6162')", 2, k68 },
  { "(s, t) -> CASE WHEN round(-1, 9223372036854775807) THEN quote(t) ELSE quote(t) END", 2, k69 },
  { "(s, t) -> (trim(s >> ' ', CASE WHEN t THEN '1e3' ELSE 1e15 END) NOT NULL) BETWEEN t AND '1e3'", 2, k70 },
  { "(s, t) -> length(' ')", 2, k71 },
  { "(s, t) -> x''", 2, k72 },
  { "(s, t) -> min(replace(iif(instr(s, t), t COLLATE NOCASE >= (-0.0), s), nullif(s, t), '\303\251'), t COLLATE NOCASE)", 2, k73 },
  { "(s, t) -> format('%.*s', 5, t) / rtrim(s, s)", 2, k74 },
  { "(s, t) -> 100", 2, k75 },
  { "(s, t) -> quote(s BETWEEN t AND 2.5 > replace(s, t, '-')) IN (-1, s)", 2, k76 },
  { "(s, t) -> round(t NOT NULL)", 2, k77 },
  { "(s, t) -> replace(unicode(3), substring(0, 1), '-')", 2, k78 },
  { "(s, t) -> replace(t, rtrim(s), '')", 2, k79 },
  { "(s, t) -> quote(CAST(0.1 AS NUMERIC))", 2, k80 },
  { "(s, t) -> NOT (s GLOB '[^a]*')", 2, k81 },
  { "(s, t) -> format('%c', ('3' COLLATE RTRIM >= 9223372036854775807 + s) IS iif(CASE WHEN t THEN s END, hex(t), coalesce(7, ' 12 ')))", 2, k82 },
  { "(s, t) -> (x'') / '1abc' >= instr(s, t)", 2, k83 },
  { "(s, t) -> -0.0", 2, k84 },
  { "(s, t) -> abs(char(0, unicode(rtrim(s, t))))", 2, k85 },
  { "(s, t) -> 0", 2, k86 },
  { "(s, t) -> CASE substr(t, '2') WHEN NULL THEN t LIKE lower(t) ESCAPE '\134' WHEN nullif('abc', 0) THEN s ELSE length(t) END", 2, k87 },
  { "(s, t) -> '-0'", 2, k88 },
  { "(s, t) -> CAST(-9223372036854775807 AS NUMERIC)", 2, k89 },
  { "(s, t) -> NULL", 2, k90 },
  { "(s, t) -> 2 IS NULL", 2, k91 },
  { "(s, t) -> instr(hex(t NOT IN ('\303\251\346\227\245', s)), round('%', -9223372036854775807))", 2, k92 },
  { "(s, t) -> '1abc'", 2, k93 },
  { "(s, t) -> CASE WHEN -0.0 THEN like('a%', replace(1e15, t, NULL)) ELSE instr('', s) IN (3 NOT NULL, 2) END", 2, k94 },
  { "(s, t) -> min(substring('', 0, 64) COLLATE NOCASE, -9223372036854775807) <> format('%012.3f', quote(ifnull(s, x'')))", 2, k95 },
  { "(s, t) -> 'AbC'", 2, k96 },
  { "(s, t) -> format('%g', s) GLOB '*['", 2, k97 },
  { "(s, t) -> replace(substr(t, 3, 2) IN ((-3.75) LIKE '%b%' ESCAPE '\134', 'abc'), 0.1 LIKE 'x%' ESCAPE '\134', NULL)", 2, k98 },
  { "(s, t) -> t BETWEEN length(unicode(t)) AND (-3.75)", 2, k99 },
  { "(s, t) -> CAST(s AS TEXT)", 2, k100 },
  { "(s, t) -> coalesce((' ' ISNULL) COLLATE RTRIM IS abs(s), substr(char(0x1F600, unicode(' ')), 5, 9223372036854775807))", 2, k101 },
  { "(s, t) -> max('x', ' ')", 2, k102 },
  { "(s, t) -> CAST(instr((x'') BETWEEN 2 AND '3', t) AS TEXT)", 2, k103 },
  { "(s, t) -> replace(CASE x'' WHEN s THEN 3 WHEN '3' THEN '1e3' ELSE 100 END, unicode(s), '')", 2, k104 },
  { "(s, t) -> char(65, unicode(char(233, unicode(max(format('%Q', x'6162'), min(s, '1e3'), 3)))))", 2, k105 },
  { "(s, t) -> (CASE NOT s WHEN x'6162' THEN ' ' WHEN s THEN s ELSE '_' GLOB upper(t) END) NOT IN ('_' LIKE 'a%' ESCAPE '\134', t)", 2, k106 },
  { "(s, t) -> trim(CASE s < 3 WHEN 0 THEN round(100, 9223372036854775807) WHEN '\303\251\346\227\245' THEN t ELSE 'AbC' END) COLLATE NOCASE = char(1114112, unicode(max(ltrim(1, 9223372036854775807), t COLLATE RTRIM)))", 2, k107 },
  { "(s, t) -> 1.0", 2, k108 },
  { "(s, t) -> iif(s BETWEEN 'a%' AND s, nullif(t, '-0'), t COLLATE BINARY <= s)", 2, k109 },
  { "(s, t) -> length('AbC' NOT IN (t, x''))", 2, k110 },
  { "(s, t) -> upper(hex(nullif(NULL COLLATE NOCASE, 3)))", 2, k111 },
  { "(s, t) -> ~like('abc', replace(s << t, unicode(s), ''))", 2, k112 },
  { "(s, t) -> CAST(iif(s IS NULL, substr(s, 0), '' & '2.5') AS REAL)", 2, k113 },
  { "(s, t) -> instr((s NOTNULL) IS NOT replace(t, s, '\303\251'), upper(1.0))", 2, k114 },
  { "(s, t) -> upper(min(t, coalesce(s, -3.75)))", 2, k115 },
  { "(s, t) -> (rtrim(s) NOT IN (0.1 NOT IN ('-0', 1e15), '1abc')) AND abs('x' / '3')", 2, k116 },
  { "(s, t) -> substring(like('%_%', '-0'), -9223372036854775807)", 2, k117 },
  { "(s, t) -> instr(s, t * '1abc')", 2, k118 },
  { "(s, t) -> (t LIKE '_b_' ESCAPE '\134') COLLATE BINARY != (abs('2.5') GLOB upper(t))", 2, k119 },
  { "(s, t) -> length(t)", 2, k120 },
  { "(s, t) -> hex(nullif(s OR s, hex(1)))", 2, k121 },
  { "(s, t) -> x'6162'", 2, k122 },
  { "(s, t) -> ((-1) IS 'AbC') IS NULL", 2, k123 },
  { "(s, t) -> ((-3.75) LIKE 'abc') LIKE '' ESCAPE '\134'", 2, k124 },
  { "(s, t) -> like('%', replace(s, ' 12 ', 1))", 2, k125 },
  { "(s, t) -> replace(s BETWEEN upper(x'') AND t, -3, '\303\251')", 2, k126 },
  { "(s, t) -> 1e15", 2, k127 },
  { "(s, t) -> CASE trim(s, t) BETWEEN CAST('-0' AS NUMERIC) AND s WHEN s THEN s WHEN coalesce(substr(7, 2), ltrim('-0')) THEN t ELSE round('abc') END", 2, k128 },
  { "(s, t) -> (s BETWEEN s AND '1abc') NOT IN (s == '_', -9223372036854775807)", 2, k129 },
  { "(s, t) -> unicode('3')", 2, k130 },
  { "(s, t) -> (CASE 0.1 WHEN t THEN '_' WHEN s THEN '1abc' ELSE t END) LIKE '%x'", 2, k131 },
  { "(s, t) -> CASE WHEN length('x') THEN -t ELSE 9223372036854775807 END", 2, k132 },
  { "(s, t) -> +(t OR t)", 2, k133 },
  { "(s, t) -> -s", 2, k134 },
  { "(s, t) -> 1", 2, k135 },
  { "(s, t) -> substring(t, '2', 5)", 2, k136 },
  { "(s, t) -> nullif('-0', CASE -0.0 WHEN t THEN t WHEN s THEN '1abc' ELSE 100 END)", 2, k137 },
  { "(s, t) -> char(-1, unicode(ltrim(s))) << (char(1114112, unicode(t)) IS NULL)", 2, k138 },
  { "(s, t) -> '' / ('abc' IS NOT NULL)", 2, k139 },
  { "(s, t) -> replace(s, s, '-') >> substring('_', t, t)", 2, k140 },
  { "(s, t) -> typeof(char(1114112, unicode(min(2, 100))))", 2, k141 },
  { "(s, t) -> trim(s, substr('2.5', '2'))", 2, k142 },
  { "(s, t) -> hex('%') NOT LIKE '%\134_%'", 2, k143 },
  { "(s, t) -> CASE WHEN char(233, unicode(iif(t, t, '\303\251\346\227\245'))) THEN s END", 2, k144 },
  { "(s, t) -> 2.5", 2, k145 },
  { "(s, t) -> min(round(t, NULL), (char(0, unicode(s)) % t NOT GLOB '*[') COLLATE RTRIM)", 2, k146 },
  { "(s, t) -> s IS (t OR s)", 2, k147 },
  { "(s, t) -> length(substr(s, 2))", 2, k148 },
  { "(s, t) -> CASE WHEN s THEN t COLLATE BINARY <= s ELSE rtrim('2.5') END", 2, k149 },
  { "(s, t) -> round(ifnull(s, s), 3)", 2, k150 },
  { "(s, t) -> like('_b_', NOT s)", 2, k151 },
  { "(s, t) -> 'x'", 2, k152 },
  { "(s, t) -> max(t COLLATE RTRIM, (t IN (s, '1e3')) NOT BETWEEN ((x'6162') NOT IN (' ', '0x1F')) AND s)", 2, k153 },
  { "(s, t) -> (printf('%5c', upper(2.5)) / ltrim(s LIKE t ESCAPE '\134', max(s, x''))) NOTNULL", 2, k154 },
  { "(s, t) -> unicode(min(s, 7 COLLATE NOCASE) NOT BETWEEN nullif(s, s) AND '0x1F')", 2, k155 },
  { "(s, t) -> length((-(CASE t WHEN s THEN s WHEN '3' THEN t ELSE t END)) NOT IN (length(upper(s)), t))", 2, k156 },
  { "(s, t) -> iif(t, nullif(s, -3.75), t)", 2, k157 },
  { "(s, t) -> CAST(t AS NUMERIC)", 2, k158 },
  { "(s, t) -> char(1114112, unicode(100))", 2, k159 },
  { "(s, t) -> s LIKE '%\303\226%'", 2, k160 },
  { "(s, t) -> round(NOT printf('%.2g', t), -2) COLLATE NOCASE > 2.5", 2, k161 },
  { "(s, t) -> rtrim(ltrim(t))", 2, k162 },
  { "(s, t) -> printf('%.2g', ltrim(s, s LIKE 'x%'))", 2, k163 },
  { "(s, t) -> replace(NOT ((9223372036854775807 NOT BETWEEN 3 AND s) COLLATE NOCASE != char(0, unicode(s))), rtrim('2.5'), 1)", 2, k164 },
  { "(s, t) -> CASE WHEN t OR t THEN 2 LIKE t ESCAPE '\134' ELSE 1.0 LIKE '%c' ESCAPE '\134' END", 2, k165 },
  { "(s, t) -> NOT iif(-1, t, 'AbC')", 2, k166 },
  { "(s, t) -> CAST(hex(NOT round(t)) AS BLOB)", 2, k167 },
  { "(s, t) -> t LIKE '%\134_%' ESCAPE '\134'", 2, k168 },
  { "(s, t) -> min(typeof(ifnull(s, t)), like('abc', instr(t, s)))", 2, k169 },
  { "(s, t) -> 2", 2, k170 },
  { "(s, t) -> CASE round(iif(substr(NULL, NULL), max(s, (-3.75) COLLATE NOCASE), t)) WHEN s THEN 2 WHEN t THEN '1abc' ELSE substr(t, '2', -9223372036854775807) == CAST(NULL COLLATE RTRIM <= t AS TEXT) END", 2, k171 },
  { "(s, t) -> hex(substring(NOT (t + 7), 64))", 2, k172 },
  { "(s, t) -> upper(s) NOT LIKE '%\346\227\245%'", 2, k173 },
  { "(s, t) -> nullif(format('%.2g', s), s LIKE '' ESCAPE '\134') NOT IN (min(t, 2.5 COLLATE RTRIM), s)", 2, k174 },
  { "(s, t) -> round(upper(max(t, '0x1F', s) IS NULL), 9223372036854775807)", 2, k175 },
  { "(s, t) -> length(min(t COLLATE RTRIM, s))", 2, k176 },
  { "(s, t) -> rtrim(round(instr('1abc', s), -9223372036854775807) * nullif(coalesce(t, NULL), substring(9223372036854775807, -9223372036854775807, t)), min('x', t))", 2, k177 },
  { "(s, t) -> lower(s) GLOB '*x'", 2, k178 },
  { "(s, t) -> ~ltrim(rtrim(t & '1e3', s GLOB '*x'), CASE x'6162' WHEN t THEN t WHEN s THEN 1.0 ELSE '%' END)", 2, k179 },
  { "(s, t) -> abs(CASE WHEN CAST('AbC' LIKE 'abc' ESCAPE '\134' AS REAL) THEN NOT (s % 2) END)", 2, k180 },
  { "(s, t) -> 2.5 COLLATE RTRIM = (NOT (-9223372036854775807))", 2, k181 },
  { "(s, t) -> min(trim(round(s, 3)), lower(trim(0.1)) COLLATE NOCASE)", 2, k182 },
  { "(s, t) -> max(CAST(instr(s, t) AS BLOB), substr('3', -1, '2') COLLATE NOCASE)", 2, k183 },
  { "(s, t) -> instr(CASE WHEN ifnull(s, ' ' <> (-0.0)) THEN (s IN (s, t)) IS substring('a%', 2, 1) END, s)", 2, k184 },
  { "(s, t) -> abs(ltrim(substr(s, -9223372036854775807))) / char(65, unicode(substring(s, 64) > hex(s)))", 2, k185 },
  { "(s, t) -> CASE WHEN printf('%.2g', s) THEN char(65, unicode(t)) ELSE 'x' BETWEEN (-9223372036854775807) AND t END", 2, k186 },
  { "(s, t) -> coalesce(CAST(100 LIKE '_' AS TEXT), max(like('_b_', t), typeof('_'), '\303\251\346\227\245'))", 2, k187 },
  { "(s, t) -> max(rtrim(s) COLLATE NOCASE, unicode(2.5))", 2, k188 },
  { "(s, t) -> hex('\303\251\346\227\245')", 2, k189 },
  { "(s, t) -> '3'", 2, k190 },
  { "(s, t) -> 'abc'", 2, k191 },
  { "(s, t) -> unicode(abs('abc'))", 2, k192 },
  { "(s, t) -> like('%\346\227\245%', trim((t ISNULL) LIKE '%b%' ESCAPE '\134', length(s)))", 2, k193 },
  { "(s, t) -> hex(char(0x1F600, unicode(' ')))", 2, k194 },
  { "(s, t) -> round(max(-9223372036854775807, ' 12 ' COLLATE RTRIM) >> CAST(t AS NUMERIC), 5)", 2, k195 },
  { "(s, t) -> CASE WHEN +'\303\251\346\227\245' THEN max('x' COLLATE RTRIM, max(' ', t COLLATE NOCASE) IS NOT NULL) ELSE format('%%%s', CASE WHEN NOT '0x1F' THEN length('') END) END", 2, k196 },
  { "(s, t) -> round(min('2.5', ' 12 '), -2)", 2, k197 },
  { "(s, t) -> char(NULL, unicode(-1)) GLOB '[!a]*'", 2, k198 },
  { "(s, t) -> rtrim(max(s, lower(t) COLLATE NOCASE))", 2, k199 },
  { "(s, t) -> quote(coalesce(s NOT BETWEEN t AND s, 7))", 2, k200 },
  { "(s, t) -> substr(t, -1)", 2, k201 },
  { "(s, t) -> 9223372036854775807", 2, k202 },
  { "(s, t) -> hex(quote('1e3'))", 2, k203 },
  { "(s, t) -> CASE WHEN s NOT BETWEEN '2.5' AND s THEN min(t, s) END", 2, k204 },
  { "(s, t) -> NOT (upper(t) LIKE 'A_C' ESCAPE '\134')", 2, k205 },
  { "(s, t) -> (((CASE WHEN 1 THEN t ELSE '3' END) COLLATE RTRIM != s) LIKE 'A_C' ESCAPE '\134') || (rtrim(round(t), s || x'6162') || t)", 2, k206 },
  { "(s, t) -> max(rtrim(s), s, '\303\251\346\227\245')", 2, k207 },
  { "(s, t) -> replace(rtrim(trim(s, t), ' '), (-9223372036854775807) == s, '') < abs(CASE t IS NULL WHEN 100 THEN t WHEN s THEN s ELSE round(s) END)", 2, k208 },
  { "(s, t) -> round(-(-1), 2)", 2, k209 },
  { "(s, t) -> format('%#o', '')", 2, k210 },
  { "(s, t) -> min(iif((s NOT IN (s, t)) OR length(t), 1e15 BETWEEN ('1e3' NOTNULL) AND 100, CAST(s NOT IN (t, s) AS INTEGER)), t)", 2, k211 },
  { "(s, t) -> min(abs(abs('-0')), rtrim(s AND s))", 2, k212 },
  { "(s, t) -> substring(nullif(s COLLATE RTRIM, 2.5) NOT GLOB upper(t), '2')", 2, k213 },
  { "(s, t) -> max(nullif('', ' 12 '), char(NULL, unicode('3')) COLLATE RTRIM)", 2, k214 },
  { "(s, t) -> instr('\303\251\346\227\245', t NOT BETWEEN t AND '-0')", 2, k215 },
  { "(s, t) -> substring(format('%5c', s), 9223372036854775807)", 2, k216 },
  { "(s, t) -> CASE like(lower(t), '1abc') >= max((-9223372036854775807) COLLATE NOCASE, '1abc') WHEN s THEN format('%c', abs(t)) WHEN max('a%' COLLATE RTRIM, s) = unicode(2.5) THEN -1 ELSE '1abc' END", 2, k217 },
  { "(s, t) -> NOT like(lower(t), CASE t WHEN '1e3' THEN s WHEN 7 THEN t ELSE t END)", 2, k218 },
  { "(s, t) -> abs(2)", 2, k219 },
  { "(s, t) -> quote(typeof(nullif(2 > NULL, rtrim(-3.75, 1))))", 2, k220 },
  { "(s, t) -> substring(s, -9223372036854775807, NULL)", 2, k221 },
  { "(s, t) -> abs(iif(typeof('-0'), length(-1), length(t))) - (iif('x', length(s), '_') COLLATE NOCASE < (quote(t) NOT LIKE 'A_C'))", 2, k222 },
  { "(s, t) -> CAST(abs(s) AS REAL)", 2, k223 },
  { "(s, t) -> like('%c', s) NOT IN (round(-9223372036854775807), 'a%')", 2, k224 },
  { "(s, t) -> substr(max(s, s LIKE '%\303\226%'), NULL, 3)", 2, k225 },
  { "(s, t) -> max(s, ((upper(2.5) & ' ') COLLATE BINARY < upper(s)) COLLATE RTRIM)", 2, k226 },
  { "(s, t) -> nullif(round(s NOT NULL, -2) COLLATE NOCASE, hex(printf('%s-%s', t, -3.75)))", 2, k227 },
  { "(s, t) -> quote(format('%g', t NOT IN (0.1, t)))", 2, k228 },
  { "(s, t) -> nullif(ltrim(s NOT LIKE 'x\134%' || min(x'6162', s COLLATE NOCASE), format('%s', s)), '2.5')", 2, k229 },
  { "(s, t) -> like('%b%', s NOT IN (7, 100)) = instr(3, s)", 2, k230 },
  { "(s, t) -> trim(CASE CAST(s <> s AS INTEGER) WHEN t THEN hex('a%') WHEN quote(s) NOT BETWEEN coalesce(t, 100) AND t THEN '' ELSE typeof(t AND s) END)", 2, k231 },
  { "(s, t) -> length(0.1) BETWEEN ('AbC' NOT IN ('2.5', s)) AND t", 2, k232 },
  { "(s, t) -> NOT '0x1F'", 2, k233 },
  { "(s, t) -> max(s COLLATE NOCASE, t) IS NOT (CASE WHEN t THEN 'a%' ELSE s END)", 2, k234 },
  { "(s, t) -> printf('%c', CAST(t AS INTEGER))", 2, k235 },
  { "(s, t) -> iif(substr(format('%X', s), NULL, 9223372036854775807), -3.75, (' ' & '1e3') NOT LIKE '%\134_%')", 2, k236 },
  { "(s, t) -> hex(substring(s, -1, 1.5)) << iif('%', '%', s) COLLATE BINARY != CAST(0 AS NUMERIC)", 2, k237 },
  { "(s, t) -> ltrim(max(s, t), s COLLATE NOCASE IS s)", 2, k238 },
  { "(s, t) -> max(printf('%.*s', -2, -('\303\251\346\227\245' COLLATE BINARY < (x'6162'))), substring(max(round(s), nullif(s, t) COLLATE RTRIM), -9223372036854775807, t) COLLATE NOCASE)", 2, k239 },
  { "(s, t) -> substring('AbC' LIKE 'A_C', 1, t) % ~(t || t)", 2, k240 },
  { "(s, t) -> (CASE WHEN s THEN abs(s) ELSE 1.0 LIKE '%\346\227\245%' END) IN (lower(s), 1)", 2, k241 },
  { "(s, t) -> CASE WHEN t THEN unicode(CASE s LIKE '_' ESCAPE '\134' WHEN s THEN 'a%' >> s WHEN t || NULL THEN t ELSE substr(t, NULL, -9223372036854775807) END) END", 2, k242 },
  { "(s, t) -> replace(s, t, '-') + (s <= t)", 2, k243 },
  { "(s, t) -> max(round('3'), printf('%g', '-0' IS length(NULL)), t)", 2, k244 },
  { "(s, t) -> abs(s)", 2, k245 },
  { "(s, t) -> hex(s) NOT LIKE '%b%'", 2, k246 },
  { "(s, t) -> format('%s', t)", 2, k247 },
  { "(s, t) -> (-3.75) ISNULL", 2, k248 },
  { "(s, t) -> s NOT GLOB t", 2, k249 },
  { "(s, t) -> CASE WHEN abs('%') THEN ' ' ELSE substring(3, -2, -9223372036854775807) END", 2, k250 },
  { "(s, t) -> max(s, s)", 2, k251 },
  { "(s, t) -> -max(ifnull(quote(-9223372036854775807), min(s, s COLLATE RTRIM)), s)", 2, k252 },
  { "(s, t) -> char(NULL, unicode(iif(-'%', format('%.*s', -2, ''), abs(9223372036854775807)))) IN (((s / s) IN ('%', s)) BETWEEN (like('%\134_%', t) GLOB '\077*') AND (-9223372036854775807), 0)", 2, k253 },
  { "(s, t) -> hex(min('abc' COLLATE NOCASE, '0x1F') >> '-0')", 2, k254 },
  { "(s, t) -> CASE min('abc' COLLATE NOCASE, s) LIKE '%c' WHEN t THEN rtrim(s COLLATE RTRIM != s) WHEN 1.0 THEN s ELSE replace(format('%i', s), '2.5' NOT IN (t, s), '\303\251') END", 2, k255 },
  { "(s, t) -> instr(instr(t, s) LIKE '_', ' 12 ' NOT BETWEEN 1 AND t)", 2, k256 },
  { "(s, t) -> min(-3.75, substring(CASE WHEN '1abc' THEN 7 ELSE '1abc' END, 9223372036854775807, 1) COLLATE RTRIM) LIKE '%\303\226%' ESCAPE '\134'", 2, k257 },
  { "(s, t) -> CAST(CASE WHEN t THEN typeof('0x1F') ELSE s END AS INTEGER)", 2, k258 },
  { "(s, t) -> (((x'') LIKE '_b_') GLOB '[^a]*') NOT LIKE '%\303\226%'", 2, k259 },
  { "(s, t) -> min(substring((3 COLLATE NOCASE < 100) NOT IN ('_', t), NULL, -9223372036854775807) COLLATE RTRIM, trim(quote('1e3'), nullif(7, s)))", 2, k260 },
  { "(s, t) -> ltrim(~s, s * s)", 2, k261 },
  { "(s, t) -> hex(CAST(substring(+s, 0, 3) AS BLOB))", 2, k262 },
  { "(s, t) -> coalesce(lower(hex(NULL)), s GLOB '*[')", 2, k263 },
  { "(s, t) -> ltrim(iif(hex(t), round(s), char(0x1F600, unicode('3'))) << instr('3', s) || min(1e15 COLLATE RTRIM, s), round(s))", 2, k264 },
  { "(s, t) -> ifnull(round(x'') & s, char(NULL, unicode(-0.0)))", 2, k265 },
  { "(s, t) -> trim('1abc', s)", 2, k266 },
  { "(s, t) -> ((-NULL) NOT LIKE 'a%') LIKE '%' ESCAPE '\134'", 2, k267 },
  { "(s, t) -> unicode(NOT s) COLLATE RTRIM IS '-0'", 2, k268 },
  { "(s, t) -> substring(s COLLATE NOCASE != '0x1F', 9223372036854775807)", 2, k269 },
  { "(s, t) -> instr(s <= 'abc', char(-1, unicode(1e15)))", 2, k270 },
  { "(s, t) -> '0x1F'", 2, k271 },
  { "(s, t) -> CASE min(((CASE WHEN '\303\251\346\227\245' THEN s END) COLLATE RTRIM < min(' ', t COLLATE RTRIM)) COLLATE RTRIM, NOT round(s)) WHEN 3 THEN (+('%' BETWEEN t AND '\303\251\346\227\245')) ISNULL WHEN t THEN t ELSE abs(max(replace(t, 1e15, '\303\251'), NOT t, s)) END", 2, k272 },
  { "(s, t) -> CAST(s AS REAL)", 2, k273 },
  { "(s, t) -> trim(typeof(s AND t))", 2, k274 },
  { "(s, t) -> CAST(s NOT BETWEEN t AND 2.5 AS BLOB)", 2, k275 },
  { "(s, t) -> printf('%d', s)", 2, k276 },
  { "(s, t) -> iif((hex(t) IS NULL) BETWEEN ((t NOT IN (1, t)) NOT GLOB '[!a]*') AND '1abc', s, t)", 2, k277 },
  { "(s, t) -> NOT unicode(trim(t NOT GLOB '[!a]*', round(100)))", 2, k278 },
  { "(s, t) -> like(lower(t), t)", 2, k279 },
  { "(s, t) -> iif(typeof(CASE t WHEN 'a%' THEN '' WHEN t THEN 'x' ELSE s END), s NOT BETWEEN ('3' NOT BETWEEN (-3.75) AND s) AND t, like('x\134%', x'') LIKE 'x\134%' ESCAPE '\134') LIKE '' ESCAPE '\134'", 2, k280 },
  { "(s, t) -> like('%\346\227\245%', printf('%#o', NOT s))", 2, k281 },
  { "(s, t) -> iif(min(round(replace(' 12 ', '0x1F', '-'), 9223372036854775807), s, 'AbC'), typeof(s), CASE WHEN t THEN +(x'6162') END)", 2, k282 },
  { "(s, t) -> length(CASE CASE t WHEN x'' THEN s WHEN NULL THEN 1 ELSE t END WHEN 'AbC' THEN 3 WHEN like(t, s) THEN s ELSE s | '%' END)", 2, k283 },
  { "(s, t) -> iif(NOT min(t COLLATE NOCASE, s IS NOT NULL), min(t, CAST(format('%d', s) AS TEXT) COLLATE RTRIM), replace(s, substring(s, -2, 5), 1) COLLATE BINARY = instr(trim(s), t))", 2, k284 },
  { "(s, t) -> +9223372036854775807 + 0 <> instr(t, '\303\251\346\227\245') OR '2.5'", 2, k285 },
  { "(s, t) -> hex(ltrim(s, '')) IN (t, '%')", 2, k286 },
  { "(s, t) -> max(s, '_')", 2, k287 },
  { "(s, t) -> '%'", 2, k288 },
  { "(s, t) -> printf('%.*s', -9223372036854775807, abs('1abc'))", 2, k289 },
  { "(s, t) -> unicode(instr(hex(substr(-1, 0, 5)), printf('%-+9.2e', s)))", 2, k290 },
  { "(s, t) -> printf('%+05d', ~s) NOT IN (char(65, unicode(quote('1abc'))), -3.75)", 2, k291 },
  { "(s, t) -> nullif(char(0x1F600, unicode(' ')), '%')", 2, k292 },
  { "(s, t) -> iif(CASE WHEN like('%x', t) << printf('%d', s) THEN rtrim(t) ELSE like('%\346\227\245%', s NOT GLOB '\077*') END, nullif(1e15, abs(CAST(t AS REAL))), upper(CASE WHEN t THEN s GLOB '*' END))", 2, k293 },
  { "(s, t) -> CAST(unicode(substring(0.1, '2', 0)) AS INTEGER)", 2, k294 },
  { "(s, t) -> s NOT LIKE '%b%'", 2, k295 },
  { "(s, t) -> typeof(typeof(min(t, s)))", 2, k296 },
  { "(s, t) -> hex(format('%.3s', t))", 2, k297 },
  { "(s, t) -> s > instr(replace(t, 1, 1), 'AbC')", 2, k298 },
  { "(s, t) -> substring(trim((-0.0) < 'a%', max(0.1, '')), 64, 0)", 2, k299 },
  { "(s, t) -> (((x'6162') BETWEEN format('%.*s', -2, s) AND '-0') NOT BETWEEN (CASE WHEN 'abc' BETWEEN s AND s THEN s LIKE '_' ESCAPE '\134' END) AND '_') IS NULL", 2, k300 },
  { "(s, t) -> lower(like(t, t <> s))", 2, k301 },
  { "(s, t) -> trim(substr(t, 64))", 2, k302 },
  { "(s, t) -> iif(max(s, t COLLATE RTRIM), substring('x', '2'), 'a%' >> t)", 2, k303 },
  { "(s, t) -> s GLOB '*\346\227\245*'", 2, k304 },
  { "(s, t) -> length(s)", 2, k305 },
  { "(s, t) -> (3 OR substr(t, 1)) NOT LIKE ''", 2, k306 },
  { "(s, t) -> substring(unicode(NOT (-9223372036854775807)), 0, '2')", 2, k307 },
  { "(s, t) -> iif(t IS NOT NULL, '1e3', nullif(iif(-9223372036854775807, s LIKE '%c', replace(' ', ' ', NULL)), ' 12 '))", 2, k308 },
  { "(s, t) -> replace(upper(s), min(t, 9223372036854775807), '-')", 2, k309 },
  { "(s, t) -> ltrim(s, format('%%%s', s))", 2, k310 },
  { "(s, t) -> CAST(s % s AS REAL) NOT IN (s, t)", 2, k311 },
  { "(s, t) -> quote(length(s)) COLLATE NOCASE = t", 2, k312 },
  { "(s, t) -> 100 NOT IN (s, s) == nullif(s, NULL)", 2, k313 },
  { "(s, t) -> max(' 12 ', s, ' 12 ') AND (CASE t WHEN s THEN -3.75 WHEN t THEN t ELSE t END)", 2, k314 },
  { "(s, t) -> CASE WHEN 7 THEN t END - replace(3, s, 'XY')", 2, k315 },
  { "(s, t) -> typeof(s)", 2, k316 },
  { "(s, t) -> CASE WHEN s THEN unicode(s) ELSE 7 LIKE '%\346\227\245%' ESCAPE '\134' END", 2, k317 },
  { "(s, t) -> char(65, unicode(length(nullif(t COLLATE RTRIM, t))))", 2, k318 },
  { "(s, t) -> min(0, rtrim(quote(s)) COLLATE RTRIM)", 2, k319 },
  { "(s, t) -> hex(1)", 2, k320 },
  { "(s, t) -> 7", 2, k321 },
  { "(s, t) -> like('%c', min(t, substr(s, -9223372036854775807), '_'))", 2, k322 },
  { "(s, t) -> t IN (substr(NOT 0.1, 1, -2), s)", 2, k323 },
  { "(s, t) -> CASE iif('', s, s) WHEN 'a%' THEN quote(t) WHEN length('') THEN s ELSE t END", 2, k324 },
  { "(s, t) -> unicode(x'6162') IN (substr(quote(s), '2', 0), s)", 2, k325 },
  { "(s, t) -> max(t COLLATE RTRIM, CASE WHEN 'x' BETWEEN t AND NULL THEN '_' - s ELSE t END)", 2, k326 },
  { "(s, t) -> abs(2.5 IS NOT s)", 2, k327 },
  { "(s, t) -> max('0x1F', t COLLATE RTRIM) == char(233, unicode('0x1F'))", 2, k328 },
  { "(s, t) -> like('%_%', CASE 9223372036854775807 WHEN 'x' THEN (~s) BETWEEN substring(s, 5) AND s WHEN char(1114112, unicode(t)) THEN ' ' ELSE like('a%', s) END)", 2, k329 },
  { "(s, t) -> NOT ltrim(round(t) LIKE '%\134_%' ESCAPE '\134', '-0')", 2, k330 },
  { "(s, t) -> trim(substring('', NULL), iif(s, s, t))", 2, k331 },
  { "(s, t) -> nullif(2 LIKE 'abc' ESCAPE '\134', s)", 2, k332 },
  { "(s, t) -> unicode(substr(100, 0, 5)) NOTNULL", 2, k333 },
  { "(s, t) -> CASE ~nullif(' ' COLLATE RTRIM, 0) WHEN t THEN length(s) IN (NOT '\303\251\346\227\245', t) WHEN substring(coalesce('AbC', NULL), -2, 1) THEN t ELSE substring(instr(100, x''), 3) END", 2, k334 },
  { "(s, t) -> (+s) IS instr(quote(s) LIKE 'x%' ESCAPE '\134', t)", 2, k335 },
  { "(s, t) -> replace(t >= s, +' 12 ', '-')", 2, k336 },
  { "(s, t) -> abs(s NOT GLOB '*[')", 2, k337 },
  { "(s, t) -> char(0, unicode(hex(s) NOT BETWEEN like('', '1abc') AND s)) IN (round(s, 0), s)", 2, k338 },
  { "(s, t) -> trim(replace('AbC', -9223372036854775807, ''))", 2, k339 },
  { "(s, t) -> max(hex(trim(s)), round(rtrim('1e3', '-0')) COLLATE NOCASE)", 2, k340 },
  { "(s, t) -> instr(s, -9223372036854775807) != ltrim(t)", 2, k341 },
  { "(s, t) -> char(233, unicode(replace(substring(nullif(t, s), 2), trim('\303\251\346\227\245', '-0'), '\303\251')))", 2, k342 },
  { "(s, t) -> s NOT GLOB '*[a-c]*'", 2, k343 },
  { "(s, t) -> format('%s-%s', min(iif(t, 'x', ''), replace(t, 2, 1) COLLATE NOCASE), s)", 2, k344 },
  { "(s, t) -> typeof(like('%x', t)) * (-replace(t, 0, NULL))", 2, k345 },
  { "(s, t) -> (NOT ((CASE '3' WHEN s THEN 'x' WHEN '0x1F' THEN s ELSE t END) COLLATE NOCASE IS (s LIKE 'A_C' ESCAPE '\134'))) NOT GLOB '*\346\227\245*'", 2, k346 },
  { "(s, t) -> replace(typeof(t), t - s, NULL)", 2, k347 },
  { "(s, t) -> (CASE WHEN '%' THEN s ELSE t END) LIKE 'x\134%' ESCAPE '\134'", 2, k348 },
  { "(s, t) -> char(0, unicode(abs(1e15) IS NULL)) * like('%_%', printf('%.2g', instr(-1, s)))", 2, k349 },
  { "(s, t) -> nullif((-(-9223372036854775807)) LIKE '' ESCAPE '\134', s)", 2, k350 },
  { "(s, t) -> char(0, unicode(iif(like('abc', '1e3'), min(s, s COLLATE RTRIM), trim('_', '1abc'))))", 2, k351 },
  { "(s, t) -> CASE WHEN nullif(lower(s) IN (substr(2.5, 1), s), like(lower(t), like('%\303\226%', t))) THEN 0 ELSE (instr(t, -0.0) GLOB '\077*') COLLATE BINARY IS substring(t BETWEEN (-3.75) AND '3', 1.5) END", 2, k352 },
  { "(s, t) -> (substring(9223372036854775807, 5) NOT IN ((-9223372036854775807) LIKE '%', t)) * ((t ISNULL) BETWEEN rtrim(t) AND t)", 2, k353 },
  { "(s, t) -> substring(length(char(0, unicode(s))), 9223372036854775807, 5)", 2, k354 },
  { "(s, t) -> ltrim(hex(1e15))", 2, k355 },
  { "(s, t) -> char(NULL, unicode(s)) NOT BETWEEN instr('-0', 'x') AND 3", 2, k356 },
  { "(s, t) -> coalesce(x'', s)", 2, k357 },
  { "(s, t) -> nullif(s, NULL) LIKE lower(t) ESCAPE '\134'", 2, k358 },
  { "(s, t) -> min(upper(t) COLLATE RTRIM, '\303\251\346\227\245')", 2, k359 },
  { "(s, t) -> +t", 2, k360 },
  { "(s, t) -> unicode(s)", 2, k361 },
  { "(s, t) -> (substring(unicode(t), 5) LIKE '' ESCAPE '\134') << s", 2, k362 },
  { "(s, t) -> max(7, typeof(printf('%x|%o', t <> s, s % 9223372036854775807)), -3.75)", 2, k363 },
  { "(s, t) -> unicode(nullif((trim(t) NOT NULL) COLLATE RTRIM, min('1abc' GLOB '*[a-c]*', '1abc' BETWEEN s AND 2, -1)))", 2, k364 },
  { "(s, t) -> lower((max(s, s COLLATE NOCASE) AND 1.0) >> CAST(s + 'AbC' AS BLOB))", 2, k365 },
  { "(s, t) -> (('AbC' LIKE '%c' ESCAPE '\134') IS NOT NULL) == ((9223372036854775807 IN (s, s)) NOT LIKE '%_%')", 2, k366 },
  { "(s, t) -> CASE round(t) WHEN 'abc' THEN unicode(s) WHEN '3' IS t THEN t ELSE t || '2.5' END", 2, k367 },
  { "(s, t) -> ifnull(printf('%+05d', instr(t COLLATE BINARY IS t, -9223372036854775807)), nullif(3, '\303\251\346\227\245'))", 2, k368 },
  { "(s, t) -> unicode(s IN (t, x'6162'))", 2, k369 },
  { "(s, t) -> iif(NOT (trim(2, 2.5) COLLATE RTRIM <= ('2.5' NOT LIKE '%')), substr(unicode(min(1e15, (x'') COLLATE RTRIM)), 5, '2'), t)", 2, k370 },
  { "(s, t) -> substr(length(char(233, unicode(abs('-0')))), 9223372036854775807, -2)", 2, k371 },
  { "(s, t) -> CAST('' AS REAL)", 2, k372 },
  { "(s, t) -> lower(t AND s) IS NOT NULL", 2, k373 },
  { "(s, t) -> substring(hex(hex(-3.75)) LIKE '%_%' ESCAPE '\134', '2', '2')", 2, k374 },
  { "(s, t) -> rtrim(1, s) <= CASE WHEN 3 THEN '2.5' ELSE s END", 2, k375 },
  { "(s, t) -> CASE nullif((CASE 0 WHEN s THEN 0.1 WHEN s THEN s ELSE s END) NOTNULL, like('%x', quote('a%'))) WHEN s THEN '\303\251\346\227\245' WHEN quote(x'6162') >= '' THEN '3' ELSE rtrim(instr(abs('x'), hex(t)), s) END", 2, k376 },
  { "(s, t) -> replace(-unicode(9223372036854775807), CAST(s AS NUMERIC), '') GLOB '*[]x]*'", 2, k377 },
  { "(s, t) -> format('%#.3g', +s)", 2, k378 },
  { "(s, t) -> s AND (2.5 COLLATE BINARY <= s)", 2, k379 },
  { "(s, t) -> round(' ')", 2, k380 },
  { "(s, t) -> typeof(s / (x''))", 2, k381 },
  { "(s, t) -> CAST(format('%#.3g', t * '\303\251\346\227\245') AS BLOB)", 2, k382 },
  { "(s, t) -> iif(replace(like('abc', s), round('abc'), 1), typeof(char(0x1F600, unicode(3))), s NOT BETWEEN (s GLOB '[a-]*') AND s)", 2, k383 },
  { "(s, t) -> NOT lower(nullif('2.5', s))", 2, k384 },
  { "(s, t) -> instr(x'6162', +(x''))", 2, k385 },
  { "(s, t) -> trim(s, s AND 'abc')", 2, k386 },
  { "(s, t) -> abs('AbC' AND 'AbC')", 2, k387 },
  { "(s, t) -> CAST(t AS INTEGER) LIKE 'a%'", 2, k388 },
  { "(s, t) -> max(CASE WHEN -9223372036854775807 THEN -3.75 ELSE s NOT BETWEEN s AND 'abc' END, max(0.1, coalesce(-0.0, s)) COLLATE NOCASE)", 2, k389 },
  { "(s, t) -> ltrim(rtrim(substring(t, 0, -2)))", 2, k390 },
  { "(s, t) -> ltrim(s)", 2, k391 },
  { "(s, t) -> (CASE WHEN s NOT GLOB '[^a]*' THEN s ELSE min(t, 3 COLLATE NOCASE) END) != substr(CASE s WHEN s THEN s WHEN ' ' THEN 'abc' ELSE 2.5 END, 1.5, 3)", 2, k392 },
  { "(s, t) -> substring(s, -1)", 2, k393 },
  { "(s, t) -> hex(round(s COLLATE NOCASE IS t))", 2, k394 },
  { "(s, t) -> NOT 3", 2, k395 },
  { "(s, t) -> NOT (nullif((s COLLATE NOCASE <= ' ') COLLATE RTRIM, trim(t, '2.5')) IS (s NOT LIKE '%'))", 2, k396 },
  { "(s, t) -> lower(((t >= s) <= (t NOT BETWEEN t AND '\303\251\346\227\245')) COLLATE NOCASE <= length(s))", 2, k397 },
  { "(s, t) -> replace(t, (-9223372036854775807) COLLATE RTRIM < '_', '')", 2, k398 },
  { "(s, t) -> substr(trim('-0') >= t, t, -9223372036854775807)", 2, k399 },
  { "(s, t) -> hex(s GLOB 'a*' + ifnull('a%', 0))", 2, k400 },
  { "(s, t) -> ~iif(s, 0.1, 7)", 2, k401 },
  { "(s, t) -> 0.1", 2, k402 },
  { "(s, t) -> iif(s, 1e15, t) BETWEEN '_' AND s - unicode(x'')", 2, k403 },
  { "(s, t) -> max(CAST(trim(3) AS REAL) COLLATE NOCASE, s)", 2, k404 },
  { "(s, t) -> printf('%X', ((-1) | t) IS NULL)", 2, k405 },
  { "(s, t) -> t | length(('x' LIKE 'abc' ESCAPE '\134') LIKE 'a%')", 2, k406 },
  { "(s, t) -> max(substr(t, 64, 2) COLLATE RTRIM, abs(s))", 2, k407 },
  { "(s, t) -> s COLLATE NOCASE < ''", 2, k408 },
  { "(s, t) -> unicode(NOT iif(min(s, s COLLATE RTRIM), t, 1e15))", 2, k409 },
  { "(s, t) -> max('', t COLLATE RTRIM) >= (t BETWEEN 1e15 AND NULL)", 2, k410 },
  { "(s, t) -> ' 12 '", 2, k411 },
  { "(s, t) -> like('%b%', unicode(s))", 2, k412 },
  { "(s, t) -> like('_b_', (CASE WHEN 1.0 THEN s END) NOTNULL) / (-like('%\346\227\245%', s)) & s", 2, k413 },
  { "(s, t) -> min(max(s NOT GLOB 'x*', t COLLATE NOCASE), (CASE 2 WHEN t THEN -'a%' WHEN '1abc' THEN t ELSE abs('1abc') END) COLLATE RTRIM)", 2, k414 },
  { "(s, t) -> substring(like('_', nullif(-3.75, s)), 2, 2)", 2, k415 },
  { "(s, t) -> ~(CASE replace(s, s, '-') WHEN s THEN hex('1abc') WHEN s > t THEN s ELSE round('_') END)", 2, k416 },
  { "(s, t) -> iif(upper(-0.0) NOT GLOB '*[]x]*', round(min('-0', t), NULL), 0.1)", 2, k417 },
  { "(s, t) -> substring(instr(t, 'x'), 64, 64)", 2, k418 },
  { "(s, t) -> replace(printf('%#x', typeof(s)), rtrim('AbC'), '')", 2, k419 },
  { "(s, t) -> nullif(round(max(s COLLATE BINARY != '1abc', CASE s WHEN s THEN 1.0 WHEN t THEN '1e3' ELSE s END)), s COLLATE NOCASE = char(-1, unicode(max(s, s COLLATE RTRIM))))", 2, k420 },
  { "(s, t) -> instr((x'') != 1.0, 'AbC') COLLATE RTRIM IS (-nullif(-9223372036854775807, s))", 2, k421 },
  { "(s, t) -> substring(coalesce(hex(-1), instr(s, 2.5)), '2', '2')", 2, k422 },
  { "(s, t) -> trim(s LIKE '%c' ESCAPE '\134')", 2, k423 },
  { "(s, t) -> round(trim('a%', s) > rtrim(x'6162'))", 2, k424 },
  { "(s, t) -> char(0, unicode(s BETWEEN t AND t))", 2, k425 },
  { "(s, t) -> substring((t << 'abc') = ('%' <> 100), -9223372036854775807)", 2, k426 },
  { "(s, t) -> ' ' NOT GLOB '*\346\227\245*'", 2, k427 },
  { "(s, t) -> ifnull(s, NOT s) != substr(CASE t WHEN -9223372036854775807 THEN 1e15 WHEN s THEN -3.75 ELSE 100 END, -1)", 2, k428 },
  { "(s, t) -> quote('1abc' COLLATE NOCASE <= 2)", 2, k429 },
  { "(s, t) -> round(t, 1) LIKE '%c' ESCAPE '\134'", 2, k430 },
  { "(s, t) -> (~0.1) << 'x'", 2, k431 },
  { "(s, t) -> coalesce(CASE 7 WHEN -0.0 THEN s WHEN x'' THEN s ELSE -9223372036854775807 END, hex(t))", 2, k432 },
  { "(s, t) -> ltrim(max(trim(s, s), (t NOT LIKE '%\303\226%') COLLATE RTRIM) NOT LIKE t)", 2, k433 },
  { "(s, t) -> CASE WHEN substr(s, 9223372036854775807, NULL) THEN substr(1e15 LIKE '_', 9223372036854775807, '2') ELSE lower(s) END", 2, k434 },
  { "(s, t) -> printf('%.2g', printf('%X', s)) NOT LIKE '%_%' <> like('%', abs(s))", 2, k435 },
  { "(s, t) -> round(nullif(typeof(-3.75), round(s, 1.5)))", 2, k436 },
  { "(s, t) -> replace('x', t, NULL)", 2, k437 },
  { "(s, t) -> CASE t NOT BETWEEN s AND s WHEN s THEN trim(NULL) WHEN rtrim(t, s) THEN s ELSE NULL NOT IN (t, t) END", 2, k438 },
  { "(s, t) -> coalesce(CAST(t > 7 AS REAL), substr(-1, '2') NOT LIKE 'a%')", 2, k439 },
  { "(s, t) -> (t | s) + ('1abc' % s)", 2, k440 },
  { "(s, t) -> format('%5c', abs(s))", 2, k441 },
  { "(s, t) -> char(-1, unicode(''))", 2, k442 },
  { "(s, t) -> t NOT GLOB '*'", 2, k443 },
  { "(s, t) -> substr((ifnull(s, s) NOT GLOB '*') + (-1), 2)", 2, k444 },
  { "(s, t) -> ~typeof(s)", 2, k445 },
  { "(s, t) -> ltrim(upper(s), substr('0x1F', 1.5))", 2, k446 },
  { "(s, t) -> iif(length(char(0x1F600, unicode(iif('abc', 0, t)))), x'6162', abs(abs(s - s)))", 2, k447 },
  { "(s, t) -> rtrim(upper('a%'))", 2, k448 },
  { "(s, t) -> ' 12 ' <= -1 > abs(t)", 2, k449 },
  { "(s, t) -> lower(2.5) LIKE lower(t) ESCAPE '\134'", 2, k450 },
  { "(s, t) -> min(format('%s', quote(t)) COLLATE RTRIM, t NOT GLOB '[!a]*')", 2, k451 },
  { "(s, t) -> abs(substring(s, t, 2))", 2, k452 },
  { "(s, t) -> (+(CASE WHEN s THEN s END)) != substring(s, -2, 0)", 2, k453 },
  { "(s, t) -> quote(iif(s - '', trim(t), s COLLATE RTRIM <= 2) NOT IN (substring(ifnull(s, t), -1), s))", 2, k454 },
  { "(s, t) -> typeof(min(2, abs(s NOT IN (' ', t)), 2))", 2, k455 },
  { "(s, t) -> hex(printf('%x|%o', s, t)) COLLATE RTRIM < s", 2, k456 },
  { "(s, t) -> min(instr('_', NULL), (t COLLATE BINARY != '1abc') COLLATE NOCASE)", 2, k457 },
  { "(s, t) -> upper(nullif(-1, s) LIKE 'x\134%' ESCAPE '\134')", 2, k458 },
  { "(s, t) -> format('%012.3f', CASE WHEN s THEN s ELSE '1e3' END)", 2, k459 },
  { "(s, t) -> length(char(0, unicode(s)))", 2, k460 },
  { "(s, t) -> quote(-1) < printf('%10.4e', min(s COLLATE RTRIM, '_'))", 2, k461 },
  { "(s, t) -> like('%', abs(length(s) IS NOT NULL))", 2, k462 },
  { "(s, t) -> char(0, unicode(iif('', ' 12 ', 1)))", 2, k463 },
  { "(s, t) -> like('%x', length(CAST(NOT s AS TEXT)))", 2, k464 },
  { "(s, t) -> substring(s, 64)", 2, k465 },
  { "(s, t) -> iif(t, s, unicode(ifnull(max(3 COLLATE NOCASE, s), s GLOB '[^a]*')))", 2, k466 },
  { "(s, t) -> CASE coalesce('_', -9223372036854775807) WHEN 1 THEN t WHEN t THEN 1.0 ELSE abs(s) END", 2, k467 },
  { "(s, t) -> unicode(substring(t, 2) LIKE '%b%')", 2, k468 },
  { "(s, t) -> -(100 LIKE '%b%' ESCAPE '\134')", 2, k469 },
  { "(s, t) -> replace(s, (x'') COLLATE RTRIM <= s, 'XY')", 2, k470 },
  { "(s, t) -> nullif(max(s, ((CASE s WHEN t THEN ' 12 ' WHEN '_' THEN '3' ELSE s END) GLOB 'a*') COLLATE RTRIM) COLLATE NOCASE, s)", 2, k471 },
  { "(s, t) -> quote(iif(-3.75, s, t)) || (rtrim(3) IS hex(1.0))", 2, k472 },
  { "(s, t) -> trim(substr(CASE '%' WHEN s THEN t WHEN s THEN s ELSE x'6162' END, 1.5) GLOB '*x', s LIKE '%_%' ESCAPE '\134')", 2, k473 },
  { "(s, t) -> iif(s, lower(iif(t, 100, s)), length(nullif(t, s)))", 2, k474 },
  { "(s, t) -> s NOT BETWEEN '' AND '_'", 2, k475 },
  { "(s, t) -> round(2)", 2, k476 },
  { "(s, t) -> char(-1, unicode(substr(abs(s), 2)))", 2, k477 },
  { "(s, t) -> char(-1, unicode(100))", 2, k478 },
  { "(s, t) -> length(CAST(round(s, 9223372036854775807) AS BLOB))", 2, k479 },
  { "(s, t) -> min(CAST(length(s) NOT NULL AS INTEGER) COLLATE RTRIM, '%')", 2, k480 },
  { "(s, t) -> (NOT 100) IS NULL", 2, k481 },
  { "(s, t) -> min(substr(lower(s), 9223372036854775807, 2) COLLATE NOCASE, s)", 2, k482 },
  { "(s, t) -> rtrim(s NOT LIKE t, s) COLLATE BINARY = instr(round(s), ifnull(s, t))", 2, k483 },
  { "(s, t) -> unicode(CASE replace(~t, iif(t, s, -1), '-') WHEN '3' THEN upper(x'' = '_') WHEN substr('a%' NOT IN (-9223372036854775807, t), NULL) THEN ' ' ELSE coalesce('x', 3) <= 'x' END)", 2, k484 },
  { "(s, t) -> abs(t)", 2, k485 },
  { "(s, t) -> iif(trim(t) NOT GLOB '[^a]*', min(t, (-0.0) COLLATE NOCASE) ISNULL, max(' 12 ', t) BETWEEN substring(s, 3) AND s)", 2, k486 },
  { "(s, t) -> instr(NOT length(s), ~s)", 2, k487 },
  { "(s, t) -> abs(instr(substr(2, 1.5), substring(s, -2, -9223372036854775807)))", 2, k488 },
  { "(s, t) -> max(upper('\303\251\346\227\245'), trim(100, ' ') COLLATE RTRIM)", 2, k489 },
  { "(s, t) -> abs(abs(t))", 2, k490 },
  { "(s, t) -> like('', ifnull(coalesce(nullif(t, s), t), -(s NOT IN (t, 9223372036854775807))))", 2, k491 },
  { "(s, t) -> '_' IN (coalesce(s, CAST(min(s, s COLLATE NOCASE) AS NUMERIC)), -3.75)", 2, k492 },
  { "(s, t) -> s LIKE 'x%' ESCAPE '\134'", 2, k493 },
  { "(s, t) -> instr(iif(2.5, s, s), length(s))", 2, k494 },
  { "(s, t) -> (max(t, '3' COLLATE NOCASE) LIKE 'A_C' ESCAPE '\134') NOT BETWEEN (s IN (-s, -9223372036854775807)) AND 1e15", 2, k495 },
  { "(s, t) -> (trim(' ') << rtrim(CASE WHEN 'AbC' THEN s ELSE s END)) IN ((length(100) GLOB upper(t)) GLOB '*\346\227\245*', -1)", 2, k496 },
  { "(s, t) -> t NOT BETWEEN t AND t << lower(' ')", 2, k497 },
  { "(s, t) -> min(('-0' IS NOT s) < (+t), (CASE WHEN 100 THEN s END) COLLATE RTRIM)", 2, k498 },
  { "(s, t) -> iif(substr(-1, 0), max(replace(-1, t, '-') COLLATE NOCASE, ltrim('AbC')), replace('%', substr(t, -1, -9223372036854775807), '-'))", 2, k499 },
  { "(s, t) -> CASE WHEN min(min(s COLLATE RTRIM, 3 ISNULL), CASE '_' WHEN -9223372036854775807 THEN replace(9223372036854775807, s, 1) WHEN nullif(1.0, 1) THEN s ELSE ifnull(t, s) END, '%') THEN hex(iif('0x1F', trim('', t), hex('x'))) ELSE instr(+('1abc' + 0), '-0' % t) END", 2, k500 },
  { "(s, t) -> CASE char(NULL, unicode(s IS t)) WHEN t THEN 'a%' WHEN (s NOT BETWEEN t AND t) IS NOT NULL THEN 9223372036854775807 ELSE s END", 2, k501 },
  { "(s, t) -> replace(rtrim(s) / min(-0.0, s COLLATE RTRIM), nullif(-9223372036854775807, t), 1)", 2, k502 },
  { "(s, t) -> instr(t, '1abc') NOT LIKE '_b_'", 2, k503 },
  { "(s, t) -> hex(NOT 'x') LIKE 'A_C' ESCAPE '\134'", 2, k504 },
  { "(s, t) -> lower(2)", 2, k505 },
  { "(s, t) -> like('%x', t) OR max('3', s)", 2, k506 },
  { "(s, t) -> coalesce(CASE WHEN 7 THEN t END, s COLLATE BINARY IS 0.1)", 2, k507 },
  { "(s, t) -> unicode(s COLLATE RTRIM != s)", 2, k508 },
  { "(s, t) -> (s >= s) NOT LIKE '_'", 2, k509 },
  { "(s, t) -> upper(unicode(t)) > instr(t, 2 NOT IN (t, '_')) NOT IN (s, t)", 2, k510 },
  { "(s, t) -> (s LIKE 'abc' ESCAPE '\134') IS nullif(printf('%10.4e', round(1.0)), abs('-0'))", 2, k511 },
  { "(s, t) -> (CASE WHEN 'a%' THEN '2.5' ELSE '2.5' END) LIKE '%_%' ESCAPE '\134'", 2, k512 },
  { "(s, t) -> quote('%') LIKE '%\134_%'", 2, k513 },
  { "(s, t) -> round(typeof(CASE s WHEN t THEN ' ' WHEN -9223372036854775807 THEN s ELSE ' 12 ' END))", 2, k514 },
  { "(s, t) -> replace(typeof(round(t, '2')), CAST(t AS TEXT), '-') NOT LIKE 'a%'", 2, k515 },
  { "(s, t) -> (format('%5c', CASE s WHEN s THEN t WHEN '-0' THEN s ELSE 9223372036854775807 END) ISNULL) LIKE '%\346\227\245%' ESCAPE '\134'", 2, k516 },
  { "(s, t) -> round(CASE like('%\303\226%', t) WHEN 0.1 THEN s COLLATE BINARY != t WHEN 'x' ISNULL THEN 0 ELSE s END)", 2, k517 },
  { "(s, t) -> printf('% d|%-6i|', like('', round(t, 9223372036854775807) <> 1.0), nullif(s, lower(' ' IS NULL)))", 2, k518 },
  { "(s, t) -> instr(iif((CASE WHEN s THEN t END) NOT IN ('-0' << s, 7), 7, substring('abc', -1) COLLATE BINARY < like('', s)), CASE WHEN 'abc' THEN s ELSE t END)", 2, k519 },
  { "(s, t) -> char(NULL, unicode(CASE WHEN '' THEN t ELSE t END))", 2, k520 },
  { "(s, t) -> format('%d', nullif(round(-1), ((x'6162') == 2) % max(1e15, 'a%' COLLATE RTRIM)))", 2, k521 },
  { "(s, t) -> s AND round(s)", 2, k522 },
  { "(s, t) -> instr(abs(s), ~'x')", 2, k523 },
  { "(s, t) -> -1", 2, k524 },
  { "(s, t) -> NOT (+(-9223372036854775807))", 2, k525 },
  { "(s, t) -> CAST(length(x'6162') * s NOT BETWEEN s AND t AS INTEGER)", 2, k526 },
  { "(s, t) -> length(ltrim('_', -0.0))", 2, k527 },
  { "(s, t) -> NOT (NOT t)", 2, k528 },
  { "(s, t) -> nullif(coalesce(CASE WHEN t THEN 2.5 END, s + t), char(0, unicode(abs(1e15))))", 2, k529 },
  { "(s, t) -> CASE (-0.0) IS 100 WHEN '1abc' THEN t WHEN 1.0 THEN t ELSE quote(0) END", 2, k530 },
  { "(s, t) -> printf('%q', s)", 2, k531 },
  { "(s, t) -> round(s, NULL)", 2, k532 },
  { "(s, t) -> ifnull(('_' IS '') NOT GLOB '[a-]*', quote(hex(t)))", 2, k533 },
  { "(s, t) -> 7 GLOB 'x*'", 2, k534 },
  { "(s, t) -> rtrim(t) LIKE '%_%' <= nullif(1 COLLATE NOCASE, -0.0) LIKE 'abc' ESCAPE '\134'", 2, k535 },
  { "(s, t) -> CAST(like('a%', instr(0.1, 2)) > char(65, unicode(s == t)) AS REAL)", 2, k536 },
  { "(s, t) -> replace(round((t GLOB '[a-]*') BETWEEN t AND s, 0), s, 'XY')", 2, k537 },
  { "(s, t) -> (iif(t, s, s) NOT IN (ltrim(t), '-0')) - (CASE s WHEN 1 THEN 0.1 WHEN s THEN t ELSE 1e15 END - max(t, t COLLATE NOCASE))", 2, k538 },
  { "(s, t) -> NOT (replace(coalesce(2.5, t), 0 & 1, 1) | printf('%.*s', 0, like('%\346\227\245%', 'a%')))", 2, k539 },
  { "(s, t) -> hex(lower((-1) NOT LIKE t)) > substring(abs(s) NOTNULL, -9223372036854775807)", 2, k540 },
  { "(s, t) -> NOT nullif(s, s)", 2, k541 },
  { "(s, t) -> nullif(instr(NOT t, CASE WHEN s THEN s ELSE 1.0 END), abs(substr(-0.0, 0)))", 2, k542 },
  { "(s, t) -> s >= replace(CASE t WHEN -3.75 THEN length(t) WHEN -t THEN s ELSE hex(s) END, s NOT LIKE 'x%', '\303\251')", 2, k543 },
  { "(s, t) -> instr((CASE -0.0 WHEN s THEN -s WHEN s THEN 2 ELSE substr(s, 64, t) END) > unicode(CAST(9223372036854775807 AS BLOB)), 2.5 NOT GLOB '[!a]*')", 2, k544 },
  { "(s, t) -> instr(quote(s), t)", 2, k545 },
  { "(s, t) -> ltrim(CASE t WHEN t THEN t NOT NULL WHEN s NOT NULL THEN t ELSE 1e15 END) OR char(-1, unicode(2))", 2, k546 },
  { "(s, t) -> ltrim(2.5 / t, +'-0')", 2, k547 },
  { "(s, t) -> unicode(nullif((t NOT LIKE 'x%') IS (t - t), max(1e15, '3' COLLATE RTRIM)))", 2, k548 },
  { "(s, t) -> NOT 'x'", 2, k549 },
  { "(s, t) -> abs(7) + CASE 7 AND char(65, unicode(s)) WHEN 'x' THEN NULL WHEN (0.1 LIKE '' ESCAPE '\134') LIKE '' ESCAPE '\134' THEN 1 ELSE s END", 2, k550 },
  { "(s, t) -> nullif(CAST(iif(x'6162', -1, s) AS TEXT), typeof(0 IS NULL))", 2, k551 },
  { "(s, t) -> substr(length(s), 1, 9223372036854775807)", 2, k552 },
  { "(s, t) -> char(233, unicode((CASE 'AbC' WHEN s THEN hex('%') WHEN round(s) THEN '\303\251\346\227\245' ELSE replace(t, 'abc', NULL) END) NOT NULL))", 2, k553 },
  { "(s, t) -> lower(0)", 2, k554 },
  { "(s, t) -> ((-0.0) NOT NULL) IN (replace('x', t, '\303\251'), t)", 2, k555 },
  { "(s, t) -> format('%q', instr('x', t))", 2, k556 },
  { "(s, t) -> nullif(substring(hex(s), 1.5), ltrim(s) NOT IN (min(s, s COLLATE RTRIM), s))", 2, k557 },
  { "(s, t) -> (unicode(t) || like('_b_', s)) - coalesce(min('0x1F', '\303\251\346\227\245'), typeof('_'))", 2, k558 },
  { "(s, t) -> upper(s | s)", 2, k559 },
  { "(s, t) -> abs('AbC' LIKE 'A_C')", 2, k560 },
  { "(s, t) -> trim(replace(t, '_', '')) < (CASE WHEN min((x'6162') COLLATE RTRIM, t) THEN char(-1, unicode(t)) END) & min(NULL, ((s IS NOT t) || lower(t)) COLLATE NOCASE)", 2, k561 },
  { "(s, t) -> trim(~(t GLOB '[^a]*'), CAST(t AS BLOB))", 2, k562 },
  { "(s, t) -> like('x%', t NOT GLOB 'x*')", 2, k563 },
  { "(s, t) -> t COLLATE RTRIM >= s", 2, k564 },
  { "(s, t) -> CASE WHEN '-0' THEN ~min(length('3'), (s * '1e3') COLLATE NOCASE) ELSE round(-round(s)) END", 2, k565 },
  { "(s, t) -> unicode('x' NOT BETWEEN '1abc' AND 0)", 2, k566 },
  { "(s, t) -> replace(char(65, unicode(-1)), rtrim(t), '') NOT NULL", 2, k567 },
  { "(s, t) -> instr(upper(min('2.5', ifnull(s, '3') COLLATE NOCASE)), CASE WHEN 0 THEN ' ' ELSE 0.1 END)", 2, k568 },
  { "(s, t) -> substring(-9223372036854775807 <= t, -2)", 2, k569 },
  { "(s, t) -> lower(t) IS NOT (CASE t WHEN -0.0 THEN s WHEN t THEN t ELSE 0.1 END)", 2, k570 },
  { "(s, t) -> max(rtrim(abs(s), t + '1abc') LIKE t, nullif(CAST(nullif(s, ' ') AS TEXT), max((s IS NULL) COLLATE NOCASE, trim(3, ''))))", 2, k571 },
  { "(s, t) -> hex(nullif(s COLLATE RTRIM, s))", 2, k572 },
  { "(s, t) -> 'abc' IN (t IN (1e15, '0x1F'), s)", 2, k573 },
  { "(s, t) -> char(-1, unicode(t))", 2, k574 },
  { "(s, t) -> max(CAST(s AS NUMERIC), (CAST(t AS INTEGER) > length('-0')) || (lower(0) NOT IN ('x' % (-1), s)))", 2, k575 },
  { "(s, t) -> (0.1 == (char(233, unicode(s)) ISNULL)) LIKE '%\346\227\245%'", 2, k576 },
  { "(s, t) -> instr(rtrim(-9223372036854775807, s) OR quote('-0'), char(1114112, unicode(-1)))", 2, k577 },
  { "(s, t) -> -format('%c', hex(rtrim(s)))", 2, k578 },
  { "(s, t) -> length(substr(substring(t, -1, -1), 1, '2'))", 2, k579 },
  { "(s, t) -> (-0.0) & NULL", 2, k580 },
  { "(s, t) -> CAST(instr(s || '%', t % t) = CAST(coalesce('-0', '1e3') AS TEXT) AS BLOB)", 2, k581 },
  { "(s, t) -> round(hex(3) NOT GLOB '*[', -9223372036854775807) OR nullif(format('%.3s', hex(s)), replace(t, s, 'XY') NOT LIKE '_b_')", 2, k582 },
  { "(s, t) -> printf('%5c', s NOT BETWEEN (-3.75) AND 1e15)", 2, k583 },
  { "(s, t) -> 2.5 - round(s)", 2, k584 },
  { "(s, t) -> nullif(s, instr(ltrim(char(NULL, unicode(NULL))), ' 12 ' NOT GLOB 'a*'))", 2, k585 },
  { "(s, t) -> 2.5 NOT LIKE 'A_C'", 2, k586 },
  { "(s, t) -> substring(CAST(iif(coalesce(-1, 100), CASE WHEN s THEN t ELSE 2.5 END, s == (-3.75)) AS REAL), -1)", 2, k587 },
  { "(s, t) -> char(233, unicode(0)) IN (hex(t), s)", 2, k588 },
  { "(s, t) -> (CASE WHEN CASE 3 WHEN s THEN 2 WHEN -9223372036854775807 THEN 2.5 ELSE s END THEN 'abc' END) LIKE '%\303\226%' ESCAPE '\134'", 2, k589 },
  { "(s, t) -> length(s) & 1", 2, k590 },
  { "(s, t) -> ltrim(length(x''))", 2, k591 },
  { "(s, t) -> ''", 2, k592 },
  { "(s, t) -> substr(unicode(s), 1.5, NULL)", 2, k593 },
  { "(s, t) -> char(-1, unicode(CAST('1abc' AS INTEGER)))", 2, k594 },
  { "(s, t) -> nullif(iif((t LIKE '%c' ESCAPE '\134') NOT BETWEEN typeof('1abc') AND t, lower(rtrim('-0', t)), hex(s)), round(NOT NULL, 3) IN ((s >= s) & (s COLLATE BINARY > t), t))", 2, k595 },
  { "(s, t) -> round(s, 9223372036854775807)", 2, k596 },
  { "(s, t) -> '2.5' NOT GLOB '[^a]*'", 2, k597 },
  { "(s, t) -> rtrim(instr(abs('abc'), max(s, '-0' COLLATE RTRIM)) NOT LIKE lower(t))", 2, k598 },
  { "(s, t) -> rtrim(unicode(s))", 2, k599 },
  { "(s, t) -> t GLOB 'a*'", 2, k600 },
  { "(s, t) -> CAST(min(ifnull(t, s) COLLATE RTRIM, iif(' ', t, '2.5')) AS REAL)", 2, k601 },
  { "(s, t) -> round(CASE WHEN s THEN '2.5' END, 9223372036854775807) LIKE '%b%'", 2, k602 },
  { "(s, t) -> trim((s IS NOT s) COLLATE NOCASE > lower('3'), CAST(t AS INTEGER)) NOT IN (t, NULL)", 2, k603 },
  { "(s, t) -> iif(ltrim(min(CASE WHEN s THEN -0.0 ELSE 'x' END, '1e3', t)), instr(t NOT BETWEEN ' ' AND t, char(1114112, unicode('1e3'))) < instr(like('x%', s), 'AbC' != t), 7 COLLATE NOCASE != iif(min(2, s), nullif(x'6162', 1e15), abs('1abc')))", 2, k604 },
  { "(s, t) -> char(0x1F600, unicode(unicode(CASE WHEN t THEN s ELSE '_' END) != (t <= ' ' LIKE 'a%' ESCAPE '\134')))", 2, k605 },
  { "(s, t) -> CASE unicode(0.1 LIKE '%x' ESCAPE '\134') WHEN t THEN substring(hex('%'), 1, 3) WHEN s THEN t ELSE NOT ' 12 ' END", 2, k606 },
  { "(s, t) -> substr(CASE WHEN length(s) THEN quote(t) END, 1)", 2, k607 },
  { "(s, t) -> '\303\251\346\227\245'", 2, k608 },
  { "(s, t) -> CASE WHEN s THEN 0.1 ELSE 0.1 END", 2, k609 },
  { "(s, t) -> s + iif(lower(s), like('%x', s), s)", 2, k610 },
  { "(s, t) -> round(ltrim(ltrim(NULL), hex(s)))", 2, k611 },
  { "(s, t) -> substr('3', 3) + CAST((s OR s) != ('AbC' GLOB t) AS NUMERIC)", 2, k612 },
  { "(s, t) -> (t COLLATE RTRIM > t) BETWEEN CAST(s AS TEXT) AND 7", 2, k613 },
  { "(s, t) -> min(2.5, 1e15 COLLATE RTRIM)", 2, k614 },
  { "(s, t) -> ~s", 2, k615 },
  { "(s, t) -> (length(1e15) || (s & 'a%')) LIKE 'x\134%'", 2, k616 },
  { "(s, t) -> trim(CASE like('A_C', '2.5' ISNULL) WHEN 1e15 THEN lower(NOT s) WHEN quote(t) THEN t ELSE nullif((t LIKE 'a%' ESCAPE '\134') COLLATE RTRIM, nullif(s COLLATE NOCASE, t)) END)", 2, k617 },
  { "(s, t) -> max(substring(t, 3), s COLLATE NOCASE)", 2, k618 },
  { "(s, t) -> CASE (s <> NULL) LIKE 'A_C' ESCAPE '\134' WHEN '\303\251\346\227\245' THEN 2.5 WHEN s IN (t, s) THEN 1.0 ELSE format('%Q', 1e15 OR s) END", 2, k619 },
  { "(s, t) -> hex(CAST('abc' AS TEXT)) NOT NULL", 2, k620 },
  { "(s, t) -> ~max(quote(2), CAST(-0.0 AS BLOB) COLLATE NOCASE)", 2, k621 },
  { "(s, t) -> CAST(abs(rtrim(s, s)) AS REAL)", 2, k622 },
  { "(s, t) -> substr(2.5, 3)", 2, k623 },
  { "(s, t) -> min(coalesce(CAST(' ' AS NUMERIC), '3'), min(replace('0x1F', -3.75, '') COLLATE NOCASE, t) COLLATE NOCASE)", 2, k624 },
  { "(s, t) -> iif('%' GLOB '[!a]*', t, instr(t, 2.5))", 2, k625 },
  { "(s, t) -> NOT (-1)", 2, k626 },
  { "(s, t) -> typeof(char(NULL, unicode(round(2))))", 2, k627 },
  { "(s, t) -> substr(substr(substr(t, 0), -2, 2), -1) NOT IN (NOT s, t)", 2, k628 },
  { "(s, t) -> length(rtrim(instr(instr('3', 2.5), ifnull(s, 2.5)), max(s COLLATE NOCASE, 'AbC')))", 2, k629 },
  { "(s, t) -> substr(min(t, s), 5)", 2, k630 },
  { "(s, t) -> quote(lower(s))", 2, k631 },
  { "(s, t) -> CASE WHEN '_' THEN s END", 2, k632 },
  { "(s, t) -> (NOT char(0, unicode(t))) NOT GLOB upper(t)", 2, k633 },
  { "(s, t) -> quote(s)", 2, k634 },
  { "(s, t) -> CASE WHEN t THEN (substr(s, 64, NULL) IS NULL) NOT IN (-rtrim(s, t), 1e15) ELSE CAST(unicode(t) AS REAL) COLLATE NOCASE = (max('a%', t COLLATE NOCASE) NOT IN (hex(s), -9223372036854775807)) END", 2, k635 },
  { "(s, t) -> (CASE WHEN 7 THEN nullif(round(s, NULL), 'x') ELSE (CASE WHEN s THEN '-0' ELSE s END) AND rtrim(1) END) / replace(round(format('%i', ' 12 '), 9223372036854775807), char(0x1F600, unicode(s)), NULL)", 2, k636 },
  { "(s, t) -> CASE WHEN round(char(NULL, unicode(length(s))), -2) THEN lower(100) END", 2, k637 },
  { "(s, t) -> length(CAST(lower(t) AS REAL))", 2, k638 },
  { "(s, t) -> max(trim(t, t), abs(7))", 2, k639 },
  { "(s, t) -> substr((s << s) NOT IN (9223372036854775807, t), -1)", 2, k640 },
  { "(s, t) -> length(('1abc' NOT IN (CASE t WHEN t THEN -9223372036854775807 WHEN '-0' THEN 2.5 ELSE t END, 0.1)) IS (min(s, 9223372036854775807) COLLATE NOCASE != 'x'))", 2, k641 },
  { "(s, t) -> length(abs(hex(nullif(x'', 1.0))))", 2, k642 },
  { "(s, t) -> nullif((s NOT GLOB upper(t)) COLLATE BINARY > substr(s, 3, 1.5), CAST(s NOT IN (1.0, x'6162') AS BLOB)) COLLATE RTRIM IS (NOT (abs(' ') << unicode(s)))", 2, k643 },
  { "(s, t) -> round(t, 2) NOT BETWEEN ('1e3' BETWEEN s AND 0) AND '2.5'", 2, k644 },
  { "(s, t) -> CASE WHEN -3.75 THEN trim(' ' IS 3) ELSE round(CASE 0 WHEN 1 THEN t WHEN NULL THEN '3' ELSE s END, -2) END", 2, k645 },
  { "(s, t) -> round(-(ifnull(t, '-0') LIKE '_' ESCAPE '\134'), NULL)", 2, k646 },
  { "(s, t) -> t ISNULL", 2, k647 },
  { "(s, t) -> unicode(-0.0) IN (iif(s, x'6162', ''), 'a%')", 2, k648 },
  { "(s, t) -> CAST(s GLOB '\077*' AS INTEGER)", 2, k649 },
  { "(s, t) -> (((-9223372036854775807) NOT NULL) <= substr(substring(s, 64, 5), 1, 1.5)) LIKE 'a%' ESCAPE '\134'", 2, k650 },
  { "(s, t) -> instr(abs(s), '1e3' NOT LIKE 'x\134%')", 2, k651 },
  { "(s, t) -> (-length('x')) BETWEEN nullif(t, '' NOT BETWEEN s AND s) AND t < upper(('%' AND (-0.0)) NOTNULL)", 2, k652 },
  { "(s, t) -> length(instr(t, t || x'6162'))", 2, k653 },
  { "(s, t) -> -t", 2, k654 },
  { "(s, t) -> ltrim(ltrim(' 12 ') | like('%x', x'6162'))", 2, k655 },
  { "(s, t) -> max(' ', t COLLATE NOCASE) IS (t LIKE 'a%')", 2, k656 },
  { "(s, t) -> substring(s, 5, '2') GLOB upper(t)", 2, k657 },
  { "(s, t) -> substr(s COLLATE BINARY != s, 1, -1)", 2, k658 },
  { "(s, t) -> substring(2.5, 0, 0) >= s NOT GLOB t", 2, k659 },
  { "(s, t) -> rtrim(t)", 2, k660 },
  { "(s, t) -> hex(s) COLLATE RTRIM != (t COLLATE RTRIM >= '3')", 2, k661 },
  { "(s, t) -> substr(unicode(instr(t, substr(s, 2, 1.5))), 0)", 2, k662 },
  { "(s, t) -> unicode(NOT upper('')) > ifnull(s, CAST(-0.0 AS NUMERIC) COLLATE RTRIM >= upper(''))", 2, k663 },
  { "(s, t) -> trim(t GLOB '[a-]*', CASE t WHEN s THEN '' WHEN '' THEN '3' ELSE -1 END)", 2, k664 },
  { "(s, t) -> unicode(s ISNULL)", 2, k665 },
  { "(s, t) -> rtrim(t, -1) LIKE t ESCAPE '\134'", 2, k666 },
  { "(s, t) -> coalesce('abc', t) << iif('%', t, -0.0)", 2, k667 },
  { "(s, t) -> t COLLATE NOCASE <= ((t NOT IN (s, s)) NOT BETWEEN s AND '_')", 2, k668 },
  { "(s, t) -> iif(round('%', -2), CAST(-1 AS INTEGER), nullif(t, 'x')) > abs(length(t))", 2, k669 },
  { "(s, t) -> substring(length((s % s) >= (0 COLLATE NOCASE = ' 12 ')), 1.5, -2)", 2, k670 },
  { "(s, t) -> CASE WHEN hex(t) THEN round(s, 0) END", 2, k671 },
  { "(s, t) -> max((1.0 NOT LIKE '%\134_%') COLLATE RTRIM, t) + substring(s NOT LIKE '%b%', NULL, 0)", 2, k672 },
  { "(s, t) -> trim(t, hex(7))", 2, k673 },
  { "(s, t) -> iif(NOT (CASE WHEN '3' THEN max(' ' COLLATE NOCASE, s) END), substring(trim(t * (-9223372036854775807)), 2, t), 'a%' COLLATE RTRIM <= quote((-1) COLLATE BINARY >= t))", 2, k674 },
  { "(s, t) -> ifnull(+(lower(3) LIKE 'a%' ESCAPE '\134'), t)", 2, k675 },
  { "(s, t) -> instr(hex(NOT s), round(s))", 2, k676 },
  { "(s, t) -> round(t, -1) COLLATE NOCASE >= min('a%', 1.0 COLLATE RTRIM)", 2, k677 },
  { "(s, t) -> t >= ((-1) AND s)", 2, k678 },
  { "(s, t) -> nullif(iif('', t, '_') COLLATE NOCASE, ltrim(s))", 2, k679 },
  { "(s, t) -> unicode(typeof(CASE t WHEN 'AbC' THEN s WHEN t THEN 2.5 ELSE -0.0 END)) | nullif(substring(7 NOT IN (t, s), 64), char(0x1F600, unicode(CASE t WHEN s THEN s WHEN -1 THEN -9223372036854775807 ELSE s END)))", 2, k680 },
  { "(s, t) -> format('%#x', abs(abs(t)) LIKE 'x\134%' ESCAPE '\134')", 2, k681 },
  { "(s, t) -> upper(s) COLLATE BINARY = t", 2, k682 },
  { "(s, t) -> 7 COLLATE NOCASE IS (CAST(s AS TEXT) = length(t))", 2, k683 },
  { "(s, t) -> rtrim(CAST(t AS NUMERIC), 'a%')", 2, k684 },
  { "(s, t) -> s LIKE '%\134_%' ESCAPE '\134'", 2, k685 },
  { "(s, t) -> substr(1e15, -9223372036854775807)", 2, k686 },
  { "(s, t) -> CAST(t AS BLOB)", 2, k687 },
  { "(s, t) -> typeof('_') >= CAST(t AS TEXT)", 2, k688 },
  { "(s, t) -> replace(char(NULL, unicode(t)), substr(-9223372036854775807, 9223372036854775807, NULL), NULL)", 2, k689 },
  { "(s, t) -> like('%', '1e3') IN (min(substr(-3.75, t, '2'), unicode(t), t), t)", 2, k690 },
  { "(s, t) -> replace(2.5 LIKE 'x%', s / ' ', '\303\251')", 2, k691 },
  { "(s, t) -> ifnull(-3.75, unicode('1abc'))", 2, k692 },
  { "(s, t) -> substr(1e15 LIKE 'A_C', 3, 64) > hex(NOT '1e3')", 2, k693 },
  { "(s, t) -> nullif(round(unicode(t) NOT LIKE 'a%', '2'), nullif(t, nullif('1e3', s)) NOTNULL)", 2, k694 },
  { "(s, t) -> (substring('0x1F' == '1abc', -1) * CAST(t NOTNULL AS TEXT)) LIKE '%' ESCAPE '\134'", 2, k695 },
  { "(s, t) -> min(coalesce(s, t), (NULL | s) COLLATE RTRIM)", 2, k696 },
  { "(s, t) -> trim(~(CASE s WHEN s THEN '\303\251\346\227\245' WHEN 0 THEN s ELSE s END), 0.1 || t)", 2, k697 },
  { "(s, t) -> substring(substring(replace(ifnull(2.5, -9223372036854775807), t AND s, 1), 64), 3, NULL)", 2, k698 },
  { "(s, t) -> replace(typeof(t), '%', 'XY') = replace(s, replace(t, s, 'XY'), 'XY')", 2, k699 },
  { "(s, t) -> CAST(hex(length(s)) AS INTEGER) / unicode(rtrim(s, s) NOT NULL)", 2, k700 },
  { "(s, t) -> trim(round(t, 3), printf('%.3s', ''))", 2, k701 },
  { "(s, t) -> ((-1) NOT GLOB '\077*') COLLATE BINARY IS ((s OR (s << t)) AND (coalesce('3', t) <> min(s, '-0' COLLATE RTRIM)))", 2, k702 },
  { "(s, t) -> min(hex(t), (NOT (-1)) COLLATE NOCASE)", 2, k703 },
  { "(s, t) -> round(t LIKE '%\303\226%' ESCAPE '\134', 5)", 2, k704 },
  { "(s, t) -> s > abs(char(233, unicode(s)))", 2, k705 },
  { "(s, t) -> CASE WHEN t THEN s BETWEEN s AND t ELSE -s END", 2, k706 },
  { "(s, t) -> min(max(trim(s, 'x') COLLATE NOCASE, s ISNULL), iif(t LIKE '' ESCAPE '\134', abs(t), NOT t) COLLATE NOCASE)", 2, k707 },
  { "(s, t) -> min(replace(nullif(quote(t) COLLATE NOCASE, unicode(x'')), '0x1F' IN (s, 0), 'XY') COLLATE NOCASE, typeof(nullif(s NOT GLOB 'x*', nullif(2, s))))", 2, k708 },
  { "(s, t) -> max(instr('_', -3.75), CASE WHEN typeof('x') THEN unicode(s) ELSE t LIKE '%x' ESCAPE '\134' END)", 2, k709 },
  { "(s, t) -> '_'", 2, k710 },
  { "(s, t) -> replace(char(65, unicode(like('x%', '3'))), s / 7, 1)", 2, k711 },
  { "(s, t) -> CASE WHEN substring(t, -1) THEN (-9223372036854775807) < ' ' ELSE hex(2.5) END", 2, k712 },
  { "(s, t) -> min(t IS 0, 1 COLLATE NOCASE) NOT GLOB '*[]x]*'", 2, k713 },
  { "(s, t) -> hex(min(substring(3, 5) COLLATE NOCASE, s))", 2, k714 },
  { "(s, t) -> ltrim((1.0 NOT LIKE '%') COLLATE BINARY >= (t OR s), round(s))", 2, k715 },
  { "(s, t) -> min(like('%\134_%', s) <= substring(t, 0), char(0x1F600, unicode('0x1F')) NOT BETWEEN hex(s) AND 1.0, t)", 2, k716 },
  { "(s, t) -> coalesce(1 << '1abc', nullif(-9223372036854775807, ''))", 2, k717 },
  { "(s, t) -> CAST(s LIKE 'A_C' AS REAL)", 2, k718 },
  { "(s, t) -> replace(ltrim(char(65, unicode(t * s)), s LIKE '%c'), t COLLATE RTRIM != 1e15, 1)", 2, k719 },
  { "(s, t) -> unicode(CASE iif('AbC', s, '2.5') WHEN x'' THEN CASE WHEN s THEN s ELSE '_' END WHEN instr('', s) THEN 0 ELSE nullif('1abc' COLLATE RTRIM, '1abc') END)", 2, k720 },
  { "(s, t) -> char(0x1F600, unicode((-3.75) NOT BETWEEN s AND s))", 2, k721 },
  { "(s, t) -> instr('a%', nullif(t COLLATE RTRIM, s))", 2, k722 },
  { "(s, t) -> unicode(rtrim(round(s), CASE WHEN s THEN 2.5 END)) COLLATE BINARY < '-0'", 2, k723 },
  { "(s, t) -> ltrim(round('abc', 5) >= s, quote(s))", 2, k724 },
  { "(s, t) -> (s IS NOT NULL) IS CAST(' ' AS TEXT)", 2, k725 },
  { "(s, t) -> round(unicode(s), NULL)", 2, k726 },
  { "(s, t) -> ifnull(~t, ' ')", 2, k727 },
  { "(s, t) -> hex(nullif(-1, s))", 2, k728 },
  { "(s, t) -> ltrim(s COLLATE BINARY < 'AbC')", 2, k729 },
  { "(s, t) -> max(max(t != '_' NOT LIKE 'a%', quote(t NOT BETWEEN (-3.75) AND s)), round(max(CASE '1e3' WHEN t THEN t WHEN t THEN 2.5 ELSE t END, CAST(100 AS NUMERIC)), -1))", 2, k730 },
  { "(s, t) -> (s NOT LIKE '%x') NOT IN (t, s)", 2, k731 },
  { "(s, t) -> like('%\134_%', '-0')", 2, k732 },
  { "(s, t) -> rtrim(hex('3') BETWEEN 1.0 AND 'x', unicode(t))", 2, k733 },
  { "(s, t) -> instr(CASE rtrim(s, t) WHEN 'AbC' THEN NULL >= s WHEN s LIKE 'x%' ESCAPE '\134' THEN t ELSE 3 END, NOT 100) > abs((t & t) NOT NULL)", 2, k734 },
  { "(s, t) -> unicode(quote(max('AbC', s COLLATE RTRIM) & max((x'') COLLATE NOCASE, s)))", 2, k735 },
  { "(s, t) -> ((CASE WHEN '2.5' THEN x'6162' ELSE 9223372036854775807 END) ISNULL) NOT IN (unicode(substr(t, '2')), 'a%')", 2, k736 },
  { "(s, t) -> ltrim(-9223372036854775807 >= ' ' / 1, s GLOB upper(t))", 2, k737 },
  { "(s, t) -> '-0' - length('x' OR '\303\251\346\227\245')", 2, k738 },
  { "(s, t) -> CAST(CAST(s AS REAL) AS NUMERIC) / trim(unicode(3), (-0.0) IN ('', s))", 2, k739 },
  { "(s, t) -> like('%x', length(t))", 2, k740 },
  { "(s, t) -> min(min(t COLLATE NOCASE, '-0') COLLATE NOCASE, nullif('', t)) NOT IN ('2.5', s)", 2, k741 },
  { "(s, t) -> replace(NOT t, round(s, 64), 1)", 2, k742 },
  { "(s, t) -> hex(max(CASE WHEN s THEN NULL ELSE 9223372036854775807 END, min(s, s) COLLATE NOCASE)) + '1abc'", 2, k743 },
  { "(s, t) -> nullif(s BETWEEN (CASE WHEN -1 THEN 1 ELSE t END) AND t, '%' NOT LIKE 'a%')", 2, k744 },
  { "(s, t) -> iif('2.5', 3 IS NULL, CASE WHEN unicode(t) THEN upper(unicode(0.1)) ELSE coalesce(~'2.5', iif(s, s, 0)) END)", 2, k745 },
  { "(s, t) -> replace(round(CASE coalesce('1e3', s) WHEN t THEN 7 GLOB '*[]x]*' WHEN trim(-1, s) THEN '%' ELSE lower(s) END), x'6162', '\303\251')", 2, k746 },
  { "(s, t) -> length(s LIKE '%\346\227\245%' ESCAPE '\134') >= max(instr(s, s) COLLATE RTRIM, nullif(t COLLATE NOCASE, s))", 2, k747 },
  { "(s, t) -> substr(CASE s WHEN s THEN t WHEN s THEN '' ELSE s END, 0, NULL) IS NOT t", 2, k748 },
  { "(s, t) -> format('%q', abs(max(quote(' '), ('a%' IS 'x') COLLATE NOCASE)))", 2, k749 },
  { "(s, t) -> (CASE WHEN ltrim(length(7), CAST(s AS BLOB)) THEN rtrim(min(s, t COLLATE NOCASE)) ELSE 9223372036854775807 END) GLOB '*['", 2, k750 },
  { "(s, t) -> replace('', substring(0, NULL, t), '') << char(65, unicode(+s))", 2, k751 },
  { "(s, t) -> ' 12 ' == unicode(x'')", 2, k752 },
  { "(s, t) -> min((t NOT BETWEEN ('x' IS NOT s) AND s) + 2.5, min(CAST(nullif(t, s) AS REAL) COLLATE NOCASE, coalesce(' 12 ' + 0, nullif('', '1abc'))))", 2, k753 },
  { "(s, t) -> max(ifnull(s, s) COLLATE NOCASE, min(s, s COLLATE RTRIM))", 2, k754 },
  { "(s, t) -> s ISNULL", 2, k755 },
  { "(s, t) -> ~printf('%10.4e', '') * replace(min(-9223372036854775807, s COLLATE NOCASE), max(s, t COLLATE RTRIM), '-')", 2, k756 },
  { "(s, t) -> ltrim(length(1.0) NOT IN (substr(x'', 5), 'a%'))", 2, k757 },
  { "(s, t) -> NOT s", 2, k758 },
  { "(s, t) -> ('a%' NOT IN (t, t)) >> ifnull(-3.75, 2)", 2, k759 },
  { "(s, t) -> CAST('' << -0.0 AS TEXT)", 2, k760 },
  { "(s, t) -> like(lower(t), CASE WHEN s THEN t END) * CASE s LIKE '%x' WHEN s THEN abs(t) WHEN lower(s) THEN '\303\251\346\227\245' ELSE min(s COLLATE RTRIM, 7) END", 2, k761 },
  { "(s, t) -> hex(ifnull(t, 'x') IS NOT NULL)", 2, k762 },
  { "(s, t) -> CASE unicode(NOT s) WHEN 1e15 THEN instr('a%' || t, s NOT BETWEEN t AND '2.5') WHEN t LIKE t ESCAPE '\134' THEN s ELSE instr(substr('', -9223372036854775807, '2'), s IS t) END", 2, k763 },
  { "(s, t) -> ('2.5' > t) LIKE 'x%' ESCAPE '\134'", 2, k764 },
  { "(s, t) -> format('% d|%-6i|', max(s, '0x1F'), abs(x''))", 2, k765 },
  { "(s, t) -> max(t GLOB '[^a]*', s)", 2, k766 },
  { "(s, t) -> replace(nullif(s COLLATE RTRIM, s), abs('0x1F'), '\303\251')", 2, k767 },
  { "(s, t) -> iif(quote('2.5' NOT GLOB '*[') < abs(length(7)), length(CAST(min(t, t) AS INTEGER)), CAST(substring(-3.75, 0) AS REAL))", 2, k768 },
  { "(s, t) -> NOT (((CASE t WHEN x'6162' THEN -0.0 WHEN s THEN s ELSE 1 END) LIKE '%' ESCAPE '\134') - CAST(typeof(1e15) AS REAL))", 2, k769 },
  { "(s, t) -> nullif(CASE WHEN ('x' LIKE 'a%' ESCAPE '\134') AND like('x\134%', s) THEN x'' END, char(65, unicode(length(lower(t)))))", 2, k770 },
  { "(s, t) -> (x'6162') <= printf('%s', s)", 2, k771 },
  { "(s, t) -> rtrim(max('\303\251\346\227\245', t COLLATE NOCASE))", 2, k772 },
  { "(s, t) -> printf('%+05d', (0.1 OR 'abc') << (CASE WHEN t THEN t ELSE -9223372036854775807 END))", 2, k773 },
  { "(s, t) -> NOT length(trim(t))", 2, k774 },
  { "(s, t) -> s LIKE '%c' ESCAPE '\134'", 2, k775 },
  { "(s, t) -> upper(NOT t)", 2, k776 },
  { "(s, t) -> (s NOT NULL) AND ltrim(coalesce('1e3', t) + '-0', s IN (s, -9223372036854775807))", 2, k777 },
  { "(s, t) -> CASE ' ' >= t WHEN t THEN iif(100, -9223372036854775807, '') WHEN (-3.75) IS t THEN t ELSE replace(s, s, '\303\251') END", 2, k778 },
  { "(s, t) -> substr(like('%\346\227\245%', s), -2)", 2, k779 },
  { "(s, t) -> hex(lower(9223372036854775807))", 2, k780 },
  { "(s, t) -> (((t >> s) AND (' 12 ' ISNULL)) NOT BETWEEN (~nullif(s, s)) AND s) IS trim(ifnull(~s, s != t))", 2, k781 },
  { "(s, t) -> substr(iif(' 12 ', like('abc', format('%Q', s)), (1e15 GLOB 'a*') NOT BETWEEN replace(s, 'abc', NULL) AND '2.5'), 3)", 2, k782 },
  { "(s, t) -> like('abc', t)", 2, k783 },
  { "(s, t) -> hex(min(upper(s) COLLATE NOCASE, 1e15))", 2, k784 },
  { "(s, t) -> ~(CASE s WHEN 3 THEN 'AbC' WHEN 1.0 THEN s ELSE -0.0 END)", 2, k785 },
  { "(s, t) -> iif(t, '%' + t, iif(2.5, -1, s))", 2, k786 },
  { "(s, t) -> s AND (s = 'x')", 2, k787 },
  { "(s, t) -> iif(t << '', length(-3.75), NOT 0.1) LIKE '%\303\226%' ESCAPE '\134'", 2, k788 },
  { "(s, t) -> instr(t COLLATE BINARY IS 2.5, upper(t))", 2, k789 },
  { "(s, t) -> substring(100, -1, -2) NOT IN (t, t)", 2, k790 },
  { "(s, t) -> instr(rtrim(t), ' 12 ') IN (s, 0.1)", 2, k791 },
  { "(s, t) -> NOT iif(CAST(char(0x1F600, unicode(s)) AS INTEGER), length(CASE WHEN t THEN x'6162' END), t)", 2, k792 },
  { "(s, t) -> '3' NOT GLOB upper(t)", 2, k793 },
  { "(s, t) -> lower(1.0) = round(' 12 ', 1.5)", 2, k794 },
  { "(s, t) -> (NOT trim(t)) IN (min(round(9223372036854775807, 5), (s IS t) COLLATE NOCASE), NULL)", 2, k795 },
  { "(s, t) -> round(CASE WHEN 7 THEN t END)", 2, k796 },
  { "(s, t) -> instr(s, s) GLOB '*[a-c]*'", 2, k797 },
  { "(s, t) -> ltrim(t, s)", 2, k798 },
  { "(s, t) -> char(233, unicode(7))", 2, k799 },
  { "(s, t) -> CAST(hex(substr(t, 2) NOT IN (t * '1e3', 1e15)) AS INTEGER)", 2, k800 },
  { "(s, t) -> ltrim(round(length(s), NULL))", 2, k801 },
  { "(s, t) -> trim(like('%\346\227\245%', nullif('%', t)), hex('2.5'))", 2, k802 },
  { "(s, t) -> max(unicode('0x1F'), t NOT IN (s, 7))", 2, k803 },
  { "(s, t) -> unicode(nullif(3, 'x'))", 2, k804 },
  { "(s, t) -> abs(instr(CAST(t AS BLOB), 3 & t))", 2, k805 },
  { "(s, t) -> replace(s, length(t), '-')", 2, k806 },
  { "(s, t) -> unicode(like('abc', nullif(s, 0.1)))", 2, k807 },
  { "(s, t) -> nullif(-like('%\303\226%', max(t, t COLLATE NOCASE)), t)", 2, k808 },
  { "(s, t) -> iif(printf('%s-%s', s, 2.5), ' ', lower(-1)) IS NOT like('%\346\227\245%', 'x' NOT BETWEEN 0.1 AND ' 12 ')", 2, k809 },
  { "(s, t) -> like('_', s)", 2, k810 },
  { "(s, t) -> (3 >> s) COLLATE BINARY < nullif(t, s)", 2, k811 },
  { "(s, t) -> substring(NOT replace(t, t, 'XY'), 2, 5)", 2, k812 },
  { "(s, t) -> upper(like('_', 1))", 2, k813 },
  { "(s, t) -> max('\303\251\346\227\245' IN (t, 1.0), ifnull(' 12 ', s) COLLATE NOCASE) NOTNULL", 2, k814 },
  { "(s, t) -> instr(like(lower(t), ifnull(0, s)), t / 100) IS ltrim(CAST(format('%012.3f', t) AS REAL), min(t, '_' COLLATE RTRIM))", 2, k815 },
  { "(s, t) -> +((like('%x', s) COLLATE NOCASE > substr(0.1, 3, 3)) < iif(t IN (' ', t), s, ltrim(2.5)))", 2, k816 },
  { "(s, t) -> quote(typeof(x'6162'))", 2, k817 },
  { "(s, t) -> NOT max('1e3', t COLLATE NOCASE)", 2, k818 },
  { "(s, t) -> iif(trim(t, '1abc'), t, coalesce(x'6162', 1))", 2, k819 },
  { "(s, t) -> ltrim(t, t)", 2, k820 },
  { "(s, t) -> unicode(printf('%q', length(' ')))", 2, k821 },
  { "(s, t) -> (t < s) NOT BETWEEN t AND s", 2, k822 },
  { "(s, t) -> round(replace(t, NULL, NULL))", 2, k823 },
  { "(s, t) -> char(1114112, unicode(CASE WHEN 1.0 THEN '\303\251\346\227\245' ELSE s END))", 2, k824 },
  { "(s, t) -> ltrim(abs(t))", 2, k825 },
  { "(s, t) -> min(nullif('%', 7) COLLATE NOCASE, CASE ifnull(t, t) WHEN 3 THEN CASE WHEN s THEN 0.1 ELSE 1 END WHEN t THEN 1 ELSE s END) % ifnull(CASE WHEN -0.0 THEN t != s END, char(233, unicode(format('%x|%o', t, t))))", 2, k826 },
  { "(s, t) -> typeof(t)", 2, k827 },
  { "(s, t) -> printf('%-8s|', ~min(t, ' ' COLLATE NOCASE) & trim(x'', t) LIKE '_' ESCAPE '\134')", 2, k828 },
  { "(s, t) -> coalesce(abs(s), s IS '0x1F')", 2, k829 },
  { "(s, t) -> (-(1e15 NOT BETWEEN ('0x1F' << s) AND s)) NOT GLOB upper(t)", 2, k830 },
  { "(s, t) -> rtrim(upper(0))", 2, k831 },
  { "(s, t) -> iif(char(0x1F600, unicode(t)), t, nullif(abs('1e3'), s NOT BETWEEN s AND 'abc'))", 2, k832 },
  { "(s, t) -> like('%\303\226%', like('%\134_%', s))", 2, k833 },
  { "(s, t) -> (substring(t, 1.5) NOT NULL) NOT BETWEEN 0 AND s", 2, k834 },
  { "(s, t) -> min(substring(t, t, 1), format('%#.3g', s))", 2, k835 },
  { "(s, t) -> char(-1, unicode((coalesce(' ', t) NOT NULL) NOT IN (s, t)))", 2, k836 },
  { "(s, t) -> s & unicode(t IS NOT '2.5')", 2, k837 },
  { "(s, t) -> min(1.0, max(2.5 << s, 3 LIKE 'x%'))", 2, k838 },
  { "(s, t) -> ifnull(length(t), instr(s, t))", 2, k839 },
  { "(s, t) -> rtrim(s, typeof(s))", 2, k840 },
  { "(s, t) -> rtrim(CASE WHEN instr('2.5' IS NOT s, s * s) THEN t END, nullif(s, s))", 2, k841 },
  { "(s, t) -> s LIKE '%c'", 2, k842 },
  { "(s, t) -> min(s, instr(s, t) COLLATE NOCASE)", 2, k843 },
  { "(s, t) -> length(nullif(t, substring('0x1F', NULL, 0)))", 2, k844 },
  { "(s, t) -> nullif(t, substring(s, 1))", 2, k845 },
  { "(s, t) -> length('3')", 2, k846 },
  { "(s, t) -> replace(hex(t) << min(s, 'a%' COLLATE RTRIM), s, NULL)", 2, k847 },
  { "(s, t) -> rtrim(instr(CAST(1e15 LIKE '_b_' ESCAPE '\134' AS NUMERIC), hex(s)), CASE WHEN t THEN s ELSE t END)", 2, k848 },
  { "(s, t) -> replace(unicode(NOT 1), t = s, NULL) NOT LIKE '%x'", 2, k849 },
  { "(s, t) -> max((s LIKE '_') COLLATE RTRIM, nullif(s, '0x1F'))", 2, k850 },
  { "(s, t) -> CASE nullif(1.0, t) WHEN t THEN t WHEN s == s THEN 0.1 ELSE (x'') NOT LIKE '%_%' END", 2, k851 },
  { "(s, t) -> ltrim(s * s, t NOT BETWEEN 'abc' AND s)", 2, k852 },
  { "(s, t) -> substring('AbC' + 'AbC', 1.5, 0) OR s", 2, k853 },
  { "(s, t) -> s IS NOT round(t, 1.5)", 2, k854 },
  { "(s, t) -> trim(round(NULL, -2), s)", 2, k855 },
  { "(s, t) -> (lower(typeof(s)) GLOB '*x') NOT IN (char(0x1F600, unicode('0x1F')) BETWEEN (CASE WHEN s THEN t NOT GLOB '*[' ELSE char(1114112, unicode(t)) END) AND 0.1, s)", 2, k856 },
  { "(s, t) -> min(CASE hex(t) WHEN s THEN round('%') WHEN 1.0 - t THEN s ELSE quote(t) END, (abs(t) / substring('-0', 1.5)) COLLATE RTRIM)", 2, k857 },
  { "(s, t) -> length(abs(s) COLLATE RTRIM = (t IS NOT NULL))", 2, k858 },
  { "(s, t) -> ifnull(NOT typeof('1e3'), length(min('2.5', 3))) NOT BETWEEN format('%s', s) AND t", 2, k859 },
  { "(s, t) -> replace(t, t, 'XY') LIKE '%x' ESCAPE '\134'", 2, k860 },
  { "(s, t) -> t GLOB '*x'", 2, k861 },
  { "(s, t) -> (NOT iif(-1, t, s)) NOT BETWEEN substr(NULL, 0, -1) AND s", 2, k862 },
  { "(s, t) -> substr(s, 1, 2)", 2, k863 },
  { "(s, t) -> instr(like('%\134_%', s), rtrim(t, 0)) + '3'", 2, k864 },
  { "(s, t) -> lower('a%' LIKE t)", 2, k865 },
  { "(s, t) -> like('x%', s LIKE '' ESCAPE '\134') LIKE lower(t)", 2, k866 },
  { "(s, t) -> unicode(t)", 2, k867 },
  { "(s, t) -> substr(char(0, unicode(s)), '2') IN (0, x'6162')", 2, k868 },
  { "(s, t) -> unicode(substring(s, 0, -9223372036854775807)) COLLATE BINARY IS s", 2, k869 },
  { "(s, t) -> substring(t LIKE 'x%', 64)", 2, k870 },
  { "(s, t) -> like('a%', printf('%-+9.2e', t) IN (instr(s, t), s))", 2, k871 },
  { "(s, t) -> replace(min(100 COLLATE RTRIM, s), round('1abc'), NULL)", 2, k872 },
  { "(s, t) -> trim(unicode(unicode(s) IN (trim(s, 0), s)), (x'') GLOB '\077*')", 2, k873 },
  { "(s, t) -> printf('%X', unicode(abs(t)) IS ltrim(length(2)))", 2, k874 },
  { "(s, t) -> (~round(t)) NOT GLOB '*[]x]*'", 2, k875 },
  { "(s, t) -> CASE WHEN max(s, s COLLATE RTRIM) THEN rtrim(t, s) END", 2, k876 },
  { "(s, t) -> substr(t NOT GLOB '*[a-c]*', -9223372036854775807)", 2, k877 },
  { "(s, t) -> typeof(CASE s WHEN ' 12 ' THEN s WHEN t THEN s ELSE ' 12 ' END)", 2, k878 },
  { "(s, t) -> -nullif(s, s)", 2, k879 },
  { "(s, t) -> rtrim(0.1, t) <= ((x'6162') COLLATE RTRIM >= 'a%')", 2, k880 },
  { "(s, t) -> coalesce(s AND s, instr(2, ''))", 2, k881 },
  { "(s, t) -> (CASE like('x\134%', x'') WHEN s THEN CAST('1e3' AS BLOB) WHEN s NOT BETWEEN '' AND 0 THEN s ELSE 0 LIKE '%' ESCAPE '\134' END) || char(0x1F600, unicode(format('%X', t)))", 2, k882 },
  { "(s, t) -> min(CAST((-0.0) NOTNULL AS TEXT), typeof(trim(x''))) | min(NOT trim(-3.75, '\303\251\346\227\245'), length(substr('%', '2')) COLLATE NOCASE)", 2, k883 },
  { "(s, t) -> substring(round(s - 0.1), NULL) > (100 BETWEEN hex(100 NOT LIKE t) AND s)", 2, k884 },
  { "(s, t) -> ifnull(t, min(t COLLATE NOCASE, ''))", 2, k885 },
  { "(s, t) -> nullif(s, min(t == t, s NOT LIKE '%\134_%') NOTNULL)", 2, k886 },
  { "(s, t) -> coalesce(NULL, char(0, unicode(s)))", 2, k887 },
  { "(s, t) -> upper(t BETWEEN s AND s)", 2, k888 },
  { "(s, t) -> ('%' NOT LIKE '%\346\227\245%') * char(0x1F600, unicode(s))", 2, k889 },
  { "(s, t) -> ' '", 2, k890 },
  { "(s, t) -> coalesce(abs(length(' ')), (100 COLLATE RTRIM > t - ' ' COLLATE NOCASE = t) COLLATE BINARY IS '-0')", 2, k891 },
  { "(s, t) -> trim(length(abs(upper(7))))", 2, k892 },
  { "(s, t) -> char(0, unicode(like(lower(t), s)))", 2, k893 },
  { "(s, t) -> '%' IS NOT NULL", 2, k894 },
  { "(s, t) -> hex(-3.75)", 2, k895 },
  { "(s, t) -> rtrim(s << t, s)", 2, k896 },
  { "(s, t) -> CASE WHEN CAST('_' LIKE 'abc' AS NUMERIC) THEN upper(t NOT IN (100, s)) ELSE trim(3) END", 2, k897 },
  { "(s, t) -> length(round(s, 5))", 2, k898 },
  { "(s, t) -> ifnull(CAST(t AS INTEGER), printf('%e', s)) NOT BETWEEN iif(t >= s, '\303\251\346\227\245' COLLATE RTRIM >= t, quote(s)) AND 1", 2, k899 },
  { "(s, t) -> (CASE s WHEN 2.5 THEN t WHEN t THEN 7 ELSE '1e3' END) GLOB '*x'", 2, k900 },
  { "(s, t) -> printf('%q', CASE typeof(instr(t, s)) WHEN t THEN round(0) NOT LIKE '%\303\226%' WHEN abs(ltrim(1)) THEN '_' ELSE length(replace(s, s, 'XY')) END)", 2, k901 },
  { "(s, t) -> min(-9223372036854775807, s COLLATE NOCASE)", 2, k902 },
  { "(s, t) -> coalesce(max(nullif(100, -3.75), 9223372036854775807 COLLATE RTRIM), rtrim(unicode(s)))", 2, k903 },
  { "(s, t) -> iif(coalesce(s, rtrim(t)), (-'3') GLOB '*', (CASE WHEN t THEN 100 END) = char(1114112, unicode(s)))", 2, k904 },
  { "(s, t) -> iif(nullif(3 COLLATE NOCASE, substring(t, 9223372036854775807, 1.5)), length('2.5' ISNULL), max(s, t) IS NOT length(s)) % abs(iif(s IS NOT s, instr(s, 2), round(x'')))", 2, k905 },
  { "(s, t) -> CASE trim(-9223372036854775807, s) WHEN t THEN s WHEN NOT s THEN 'x' ELSE nullif('3' COLLATE RTRIM, 100) END", 2, k906 },
  { "(s, t) -> hex(quote(s))", 2, k907 },
  { "(s, t) -> (like('', max(s COLLATE RTRIM, t)) NOT BETWEEN t AND t) + (CASE WHEN substr('0x1F', 1, 3) & (2.5 LIKE t ESCAPE '\134') THEN '1abc' ELSE min(iif('%', s, '-0') COLLATE NOCASE, abs(-0.0)) END)", 2, k908 },
  { "(s, t) -> CAST(length(max('x', '_' COLLATE NOCASE)) BETWEEN hex(replace('x', s, 'XY')) AND t AS TEXT)", 2, k909 },
  { "(s, t) -> min((s * t) IS NOT NULL, s COLLATE RTRIM)", 2, k910 },
  { "(s, t) -> CASE substr((t COLLATE NOCASE <= 'abc') IS NOT min('\303\251\346\227\245' COLLATE RTRIM, -3.75), 64) WHEN '' THEN upper(substring(t, 0, 0)) NOT GLOB '*[]x]*' WHEN abs(s) THEN ' 12 ' ELSE substr(min(-9223372036854775807, s COLLATE RTRIM) NOT IN (CASE t WHEN t THEN 'x' WHEN 0.1 THEN 0 ELSE -3.75 END, 100), 0) END", 2, k911 },
  { "(s, t) -> nullif(s, t) % format('%10.4e', s)", 2, k912 },
  { "(s, t) -> nullif(s, '%' | s LIKE '%_%' ESCAPE '\134')", 2, k913 },
  { "(s, t) -> NOT (NOT s)", 2, k914 },
  { "(s, t) -> round('-0' NOT IN (7, s))", 2, k915 },
  { "(s, t) -> format('%e', (CASE WHEN t NOT BETWEEN s AND '_' THEN rtrim(1) ELSE -s END) NOT IN ((CASE t WHEN '-0' THEN s WHEN s THEN 'abc' ELSE '2.5' END) * CAST(t AS NUMERIC), '1e3'))", 2, k916 },
  { "(s, t) -> round(NOT ((CASE '2.5' WHEN s THEN s WHEN s THEN -9223372036854775807 ELSE s END) IN ('a%' LIKE '' ESCAPE '\134', s)))", 2, k917 },
  { "(s, t) -> replace(hex(NULL) AND (CASE WHEN s THEN 9223372036854775807 ELSE '1abc' END), s COLLATE NOCASE = s, 'XY')", 2, k918 },
  { "(s, t) -> ~substring(typeof(t), 64)", 2, k919 },
  { "(s, t) -> quote(coalesce(s NOT LIKE 'x\134%', length(s)))", 2, k920 },
  { "(s, t) -> printf('%5c', s)", 2, k921 },
  { "(s, t) -> ltrim(-9223372036854775807, t) = 'x'", 2, k922 },
  { "(s, t) -> max('2.5', (s NOT LIKE '%\303\226%') OR t) NOT LIKE ''", 2, k923 },
  { "(s, t) -> like('%\303\226%', 100)", 2, k924 },
  { "(s, t) -> ' 12 ' & nullif(s, t)", 2, k925 },
  { "(s, t) -> trim(~s)", 2, k926 },
  { "(s, t) -> nullif(('a%' COLLATE RTRIM != s - t LIKE 'x\134%') IS NULL, '%')", 2, k927 },
  { "(s, t) -> min(3, abs('x'))", 2, k928 },
  { "(s, t) -> nullif(round(max(hex(t) COLLATE NOCASE, round('-0')), 1), CASE WHEN s THEN '0x1F' < s END >= (NOT substring(' ', 64)))", 2, k929 },
  { "(s, t) -> rtrim(0, char(NULL, unicode(s)))", 2, k930 },
  { "(s, t) -> unicode(format('%q', '3'))", 2, k931 },
  { "(s, t) -> ('' BETWEEN max(s, t) AND '1abc') <> ((s * t) LIKE '_b_' ESCAPE '\134')", 2, k932 },
  { "(s, t) -> trim(CASE s BETWEEN t AND s WHEN 1.0 THEN abs(t) WHEN substring(3, -9223372036854775807) THEN s ELSE nullif(t, '') END, hex(0.1))", 2, k933 },
  { "(s, t) -> NOT printf('%i', length(3))", 2, k934 },
  { "(s, t) -> replace(like('%', min(s, '1e3', t)), min(t, s COLLATE RTRIM), 1) NOT IN (instr(s NOT NULL, t NOT GLOB '[!a]*'), '3')", 2, k935 },
  { "(s, t) -> like('%\303\226%', max(ltrim(0.1 & t, lower(s)), unicode(char(0x1F600, unicode('%')))))", 2, k936 },
  { "(s, t) -> ifnull('0x1F', char(NULL, unicode(ifnull(s, s)))) COLLATE NOCASE > 2.5", 2, k937 },
  { "(s, t) -> ltrim(-(NOT replace('1e3', 1e15, '\303\251')), (-1) COLLATE RTRIM >= 'x')", 2, k938 },
  { "(s, t) -> (trim(s) IN (s, s)) != substr(CASE s WHEN 1e15 THEN 9223372036854775807 WHEN 0 THEN 3 ELSE s END, -2)", 2, k939 },
  { "(s, t) -> nullif(t, '_')", 2, k940 },
  { "(s, t) -> ltrim(format('%5c', s), iif(s, s, -3.75))", 2, k941 },
  { "(s, t) -> CAST(' 12 ' - 1 AS INTEGER)", 2, k942 },
  { "(s, t) -> abs(nullif(ifnull(0.1, 'AbC'), char(-1, unicode('1abc'))))", 2, k943 },
  { "(s, t) -> abs(t NOT BETWEEN s AND s)", 2, k944 },
  { "(s, t) -> round(round((NOT t) IS NOT coalesce('AbC', -0.0), 9223372036854775807))", 2, k945 },
  { "(s, t) -> (CAST(t AS REAL) GLOB '*x') NOT IN (s, 'abc')", 2, k946 },
  { "(s, t) -> trim(ifnull('AbC', s) AND (s COLLATE NOCASE < 2)) NOT BETWEEN like('%x', hex(replace(s, t, 'XY'))) AND (-0.0)", 2, k947 },
  { "(s, t) -> quote(CASE WHEN round(t) THEN t ELSE replace(-1, t, '') END)", 2, k948 },
  { "(s, t) -> printf('%c', CASE NOT upper(s) WHEN '_' THEN max(nullif(1e15, 'x'), s COLLATE RTRIM) WHEN CASE iif(100, s, s) WHEN 'x' THEN CAST(s AS NUMERIC) WHEN t THEN 'AbC' ELSE hex(t) END THEN '1e3' ELSE hex(iif(s, 'x', 0.1)) END)", 2, k949 },
  { "(s, t) -> quote(substr(1e15, 3))", 2, k950 },
  { "(s, t) -> hex(quote(substring(s, 9223372036854775807, 2) <= trim('0x1F')))", 2, k951 },
  { "(s, t) -> CASE WHEN (CASE '%' WHEN '' THEN trim(s) WHEN s IN (s, t) THEN '\303\251\346\227\245' ELSE ~s END) LIKE 'a%' ESCAPE '\134' THEN s ELSE hex(s) END", 2, k952 },
  { "(s, t) -> replace(substring(NOT '', 1.5), char(1114112, unicode('%')), 1)", 2, k953 },
  { "(s, t) -> -instr(s GLOB '[^a]*', +'1abc')", 2, k954 },
  { "(s, t) -> '1abc' LIKE '%x' ESCAPE '\134' % CASE 1.0 WHEN s THEN ' ' WHEN -1 THEN -9223372036854775807 ELSE t END", 2, k955 },
  { "(s, t) -> hex(2)", 2, k956 },
  { "(s, t) -> iif(s, quote(like('a%', s)), max(nullif(+'1e3', -0.0), (CASE t WHEN -9223372036854775807 THEN length('x') WHEN iif(s, s, 'AbC') THEN 'abc' ELSE unicode(100) END) COLLATE NOCASE))", 2, k957 },
  { "(s, t) -> nullif('AbC', s) OR replace(round(t, NULL), iif('a%', 1, -3.75), '')", 2, k958 },
  { "(s, t) -> nullif(0.1 COLLATE NOCASE, (2 OR t) NOT GLOB '*\346\227\245*')", 2, k959 },
  { "(s, t) -> t LIKE ''", 2, k960 },
  { "(s, t) -> NOT (ltrim(s, replace(t, -9223372036854775807, NULL)) COLLATE BINARY >= min(length(3), s / s))", 2, k961 },
  { "(s, t) -> max(iif(max('x', t COLLATE NOCASE) == CAST('a%' AS REAL), abs(s & s), t), t COLLATE NOCASE)", 2, k962 },
  { "(s, t) -> CAST(s AS BLOB) AND CAST('a%' AS BLOB)", 2, k963 },
  { "(s, t) -> trim(+(s NOT IN (t, '%')))", 2, k964 },
  { "(s, t) -> quote(t) LIKE 'A_C'", 2, k965 },
  { "(s, t) -> trim(char(0, unicode(CASE WHEN 'AbC' THEN s ELSE s END)))", 2, k966 },
  { "(s, t) -> abs(coalesce(CAST(CAST(0.1 AS NUMERIC) AS REAL), rtrim(1 NOT LIKE '%_%', length('3'))))", 2, k967 },
  { "(s, t) -> like('%b%', ltrim(hex(9223372036854775807)))", 2, k968 },
  { "(s, t) -> s & substring(length(t) <> ' 12 ', 1, 9223372036854775807)", 2, k969 },
  { "(s, t) -> (nullif(ifnull(s, t), hex(s)) BETWEEN 1e15 AND s) GLOB '*[]x]*'", 2, k970 },
  { "(s, t) -> min(upper(3), (NOT ('x' != 0.1)) COLLATE NOCASE) NOT IN (CAST(CASE WHEN ltrim(s) THEN 100 GLOB '[^a]*' END AS INTEGER), t)", 2, k971 },
  { "(s, t) -> substring(-9223372036854775807, 0)", 2, k972 },
  { "(s, t) -> length(CAST(iif('_' GLOB '*', instr('x', s), round(-1, 64)) AS REAL))", 2, k973 },
  { "(s, t) -> (t IS (t < s)) COLLATE RTRIM = (hex(s) IS NULL)", 2, k974 },
  { "(s, t) -> max(t, s COLLATE NOCASE) GLOB '*[]x]*'", 2, k975 },
  { "(s, t) -> instr(t, length(' '))", 2, k976 },
  { "(s, t) -> format('%X', char(-1, unicode(1 AND s)))", 2, k977 },
  { "(s, t) -> substr(t, 2)", 2, k978 },
  { "(s, t) -> NOT typeof(2.5)", 2, k979 },
  { "(s, t) -> substr(s, -9223372036854775807)", 2, k980 },
  { "(s, t) -> abs(abs(char(0, unicode(ifnull('_', t)))))", 2, k981 },
  { "(s, t) -> char(-1, unicode(CASE s WHEN 9223372036854775807 THEN ifnull(length(0.1), '%') WHEN CASE t - '2.5' WHEN '0x1F' THEN substring(t, t, t) WHEN hex(s) THEN s ELSE substr(s, -2, -1) END THEN t ELSE like('%c', 100) END))", 2, k982 },
  { "(s, t) -> CAST(upper('') AS NUMERIC)", 2, k983 },
  { "(s, t) -> substring(NULL BETWEEN '-0' AND s, NULL, 1)", 2, k984 },
  { "(s, t) -> round((coalesce('0x1F', '0x1F') >> CAST(s AS NUMERIC)) COLLATE RTRIM != substring(t, -1, 64))", 2, k985 },
  { "(s, t) -> nullif('_', unicode(3))", 2, k986 },
  { "(s, t) -> t = instr(t, '0x1F') / (t LIKE '%\303\226%' ESCAPE '\134')", 2, k987 },
  { "(s, t) -> unicode(round('1abc', -9223372036854775807))", 2, k988 },
  { "(s, t) -> coalesce(CASE s WHEN t THEN s WHEN hex(s) THEN '' ELSE substr(3, 1.5, 1) END, min(9223372036854775807 - 'x', (t NOT LIKE 'a%') COLLATE RTRIM))", 2, k989 },
  { "(s, t) -> '1e3'", 2, k990 },
  { "(s, t) -> CAST(ltrim(s) AS REAL)", 2, k991 },
  { "(s, t) -> -(-1)", 2, k992 },
  { "(s, t) -> like(lower(t), substr(s, 64))", 2, k993 },
  { "(s, t) -> hex(round(t))", 2, k994 },
  { "(s, t) -> coalesce(CAST(t NOT IN (1, 100) AS REAL), s)", 2, k995 },
  { "(s, t) -> (NOT length(round(t))) BETWEEN max(char(65, unicode(rtrim(s))) COLLATE RTRIM, '%') AND s", 2, k996 },
  { "(s, t) -> replace(substr(-0.0, 9223372036854775807), max(s, s COLLATE NOCASE), NULL)", 2, k997 },
  { "(s, t) -> nullif(s, trim(ltrim('', s) GLOB '*[', '2.5' OR ' 12 '))", 2, k998 },
  { "(s, t) -> (-0.0) LIKE '%\134_%' ESCAPE '\134'", 2, k999 },
  { "(s, t) -> length(typeof((-0.0) LIKE '%\303\226%'))", 2, k1000 },
  { "(s, t) -> (NOT length(' 12 ')) NOT IN (rtrim(t), -1)", 2, k1001 },
  { "(s, t) -> ifnull((format('%q', NULL) BETWEEN CAST(s AS TEXT) AND s) NOT GLOB '[^a]*', instr(round(max(t, s COLLATE RTRIM), -9223372036854775807), printf('% d|%-6i|', s, '\303\251\346\227\245')))", 2, k1002 },
  { "(s, t) -> (s == s) LIKE '' ESCAPE '\134'", 2, k1003 },
  { "(s, t) -> round(NOT (s NOT IN (s, 'AbC')))", 2, k1004 },
  { "(s, t) -> like('%_%', printf('%#.3g', s)) BETWEEN like('_', substring(s, '2')) AND (x'6162')", 2, k1005 },
  { "(s, t) -> ~typeof(like(lower(t), t))", 2, k1006 },
  { "(s, t) -> ' ' IS NOT (CASE coalesce(s, t) WHEN s THEN like(t, x'6162') WHEN substring(s, 2, 5) THEN NULL ELSE NULL BETWEEN 2.5 AND s END)", 2, k1007 },
  { "(s, t) -> like('', ifnull('%', t))", 2, k1008 },
  { "(s, t) -> char(0x1F600, unicode(char(233, unicode(lower('\303\251\346\227\245'))))) NOT GLOB '*[a-c]*'", 2, k1009 },
  { "(s, t) -> unicode(substring(s, 9223372036854775807, 1.5)) / t", 2, k1010 },
  { "(s, t) -> ltrim('_', t) IN (instr('_', s), t)", 2, k1011 },
  { "(s, t) -> replace(t NOT BETWEEN t AND t, t, '-')", 2, k1012 },
  { "(s, t) -> min(t IN (' ', s), iif(0, s, NULL) COLLATE RTRIM)", 2, k1013 },
  { "(s, t) -> (-3.75) NOT LIKE '%'", 2, k1014 },
  { "(s, t) -> iif((nullif(s, 'AbC') BETWEEN replace(s, t, '') AND s) NOT GLOB '*x', t, abs(t NOTNULL))", 2, k1015 },
  { "(s, t) -> trim(round(s), 2.5)", 2, k1016 },
  { "(s, t) -> substr(nullif(like('_', typeof(t)), ((x'') NOT BETWEEN '%' AND s) COLLATE BINARY < char(0x1F600, unicode(7))), '2')", 2, k1017 },
  { "(s, t) -> upper(typeof(s))", 2, k1018 },
  { "(s, t) -> replace(iif(like('a%', max('1e3', t, -9223372036854775807)), ifnull(typeof(s), t NOT GLOB '*['), t), substr(s, 0, 9223372036854775807), 1)", 2, k1019 },
  { "(s, t) -> char(-1, unicode((-1) = s))", 2, k1020 },
  { "(s, t) -> ifnull(t, trim(' 12 ', '%'))", 2, k1021 },
  { "(s, t) -> unicode(length(s LIKE '%\303\226%' ESCAPE '\134'))", 2, k1022 },
  { "(s, t) -> s LIKE '_b_'", 2, k1023 },
  { "(s, t) -> printf('%#x', t) COLLATE BINARY <= length(t)", 2, k1024 },
  { "(s, t) -> max(CAST(1.0 AS BLOB) COLLATE NOCASE, (-9223372036854775807) / t) << (hex('') OR ('1abc' LIKE 'abc'))", 2, k1025 },
  { "(s, t) -> length(format('%.3s', s NOT LIKE 'A_C'))", 2, k1026 },
  { "(s, t) -> char(65, unicode(replace(s COLLATE NOCASE <= NULL, char(65, unicode(s)), 'XY')))", 2, k1027 },
  { "(s, t) -> round(like(t, rtrim('2.5', 9223372036854775807)) != ((s COLLATE BINARY > s) IN (abs(t), 1.0)), 64)", 2, k1028 },
  { "(s, t) -> CASE max(substr(typeof(t), 2) COLLATE RTRIM, unicode(t IS NULL)) WHEN s THEN substr(9223372036854775807, 5) WHEN iif(max(printf('%e', t), '3'), round(s) LIKE 'A_C' ESCAPE '\134', hex(NULL NOT BETWEEN s AND s)) THEN -1 ELSE min(char(65, unicode('1e3')), 0.1 != s) NOT BETWEEN (s + (s NOT BETWEEN s AND s)) AND s END", 2, k1029 },
  { "(s, t) -> instr(s, s LIKE '_')", 2, k1030 },
  { "(s, t) -> max(CASE WHEN CASE WHEN x'6162' THEN -1 ELSE like('%c', '2.5') END THEN char(NULL, unicode(replace(t, -1, '-'))) ELSE substr(trim(s), -1) END, min(iif(1e15, s, s >> (-9223372036854775807)), upper(like('x%', 1)), '3'))", 2, k1031 },
  { "(s, t) -> (NOT abs(-3.75)) NOT GLOB '*'", 2, k1032 },
  { "(s, t) -> nullif(printf('%.2g', abs(t)), min(unicode(s), max(s COLLATE RTRIM, '%') COLLATE NOCASE)) = like('%c', t)", 2, k1033 },
  { "(s, t) -> nullif(s COLLATE NOCASE, t) + abs(t)", 2, k1034 },
  { "(s, t) -> s COLLATE NOCASE != 7 / -3.75", 2, k1035 },
  { "(s, t) -> printf('%s', hex(t)) NOT GLOB '*[]x]*'", 2, k1036 },
  { "(s, t) -> iif(round(substr(' ', t, 3)), 1, nullif('-0', t LIKE '%c'))", 2, k1037 },
  { "(s, t) -> iif(t, 2, -1)", 2, k1038 },
  { "(s, t) -> length(nullif(instr(instr(t, t), 3 GLOB t), ifnull(unicode(-3.75), t << 'x')))", 2, k1039 },
  { "(s, t) -> CASE (CASE 1.0 WHEN '1e3' THEN '-0' WHEN '%' THEN s ELSE s END) OR round(t) WHEN s THEN replace('AbC' == '-0', ~0.1, 1) WHEN CASE char(0, unicode(s)) WHEN t THEN replace(100, t, 'XY') WHEN 1 THEN t ELSE like('_b_', s) END THEN s ELSE (s OR s) LIKE '%' END", 2, k1040 },
  { "(s, t) -> hex(s) NOT BETWEEN ifnull(s, 7) AND 9223372036854775807", 2, k1041 },
  { "(s, t) -> nullif(CAST(like('%x', unicode('a%')) AS TEXT), hex(like('%', s BETWEEN 0.1 AND s)))", 2, k1042 },
  { "(s, t) -> -3.75 = round(substr(x'6162', 5, 1), 5)", 2, k1043 },
  { "(s, t) -> iif(1e15, '\303\251\346\227\245', iif('1e3', t, t))", 2, k1044 },
  { "(s, t) -> format('% d|%-6i|', 100 LIKE 'x\134%', max(t / '0x1F', replace(0, '2.5', 1)) NOT NULL)", 2, k1045 },
  { "(s, t) -> like('%b%', replace(t, 1.0, '\303\251'))", 2, k1046 },
  { "(s, t) -> replace(char(NULL, unicode(t)), 7 COLLATE NOCASE = t, 'XY')", 2, k1047 },
  { "(s, t) -> rtrim(ifnull(2.5, like('x\134%', NULL)))", 2, k1048 },
  { "(s, t) -> trim(like('%c', coalesce(2.5, s)), 2)", 2, k1049 },
  { "(s, t) -> ltrim(substr('\303\251\346\227\245' & (-9223372036854775807), 9223372036854775807, -9223372036854775807))", 2, k1050 },
  { "(s, t) -> 'x' GLOB '*x' * t", 2, k1051 },
  { "(s, t) -> typeof(s) COLLATE NOCASE >= rtrim('0x1F')", 2, k1052 },
  { "(s, t) -> s IS CAST(s AS INTEGER)", 2, k1053 },
  { "(s, t) -> (t = nullif((+(x'')) COLLATE NOCASE, s)) IN (char(1114112, unicode(CASE WHEN CASE s WHEN 'x' THEN t WHEN s THEN 9223372036854775807 ELSE t END THEN length(s) ELSE 2 NOT NULL END)), 1.0)", 2, k1054 },
  { "(s, t) -> s COLLATE BINARY < char(0, unicode(NOT min(1, s, s)))", 2, k1055 },
  { "(s, t) -> max(nullif((-3.75) COLLATE NOCASE, t) COLLATE NOCASE, t)", 2, k1056 },
  { "(s, t) -> min(s, ifnull(nullif('AbC', 0 NOT LIKE 'x%'), s))", 2, k1057 },
  { "(s, t) -> max(t NOT BETWEEN '1abc' AND s, s, 'x')", 2, k1058 },
  { "(s, t) -> replace(t, iif(s, s, t), 'XY') = iif(-3.75, typeof(lower(0)), NOT CAST(t AS TEXT))", 2, k1059 },
  { "(s, t) -> s COLLATE BINARY > (CASE x'' WHEN s THEN s WHEN t THEN '%' ELSE s END)", 2, k1060 },
  { "(s, t) -> hex(CASE WHEN trim(+s) THEN s ELSE nullif(ltrim(7), like('x\134%', 3)) END)", 2, k1061 },
  { "(s, t) -> abs(coalesce(quote(3) COLLATE NOCASE IS (100 || s), CASE NOT 'abc' WHEN '' THEN max('x', t, s) WHEN instr('', '2.5') THEN s ELSE substr('1e3', '2') END))", 2, k1062 },
  { "(s, t) -> ((s IS NOT t) GLOB 'a*') COLLATE NOCASE != t", 2, k1063 },
  { "(s, t) -> round('AbC') * length(7)", 2, k1064 },
  { "(s, t) -> quote(char(1114112, unicode(s OR t)) NOT NULL)", 2, k1065 },
  { "(s, t) -> (substr(iif(s, 0.1, ' '), 1, 5) NOT NULL) NOTNULL", 2, k1066 },
  { "(s, t) -> min(t, (instr(hex(s), '2.5') NOT LIKE t) COLLATE NOCASE)", 2, k1067 },
  { "(s, t) -> min(2.5, (CASE WHEN s IS NULL THEN 1 ELSE NOT 1e15 END) COLLATE RTRIM)", 2, k1068 },
  { "(s, t) -> substring('1abc' % 'a%', NULL, 2) NOT IN (iif(t < s, s, trim('AbC', s)), 2.5) & instr(substring(substr(t, -2), 2, 3), unicode(7))", 2, k1069 },
  { "(s, t) -> nullif(substr('abc' + '3', '2', '2'), max('x' COLLATE RTRIM, t) IS NOT (t GLOB '*'))", 2, k1070 },
  { "(s, t) -> coalesce(s, char(1114112, unicode(s)))", 2, k1071 },
  { "(s, t) -> like('%\346\227\245%', CAST(1 AS INTEGER) NOT LIKE lower(t))", 2, k1072 },
  { "(s, t) -> printf('%#o', -unicode('_'))", 2, k1073 },
  { "(s, t) -> max(typeof(3), ltrim(s, '1e3'), t)", 2, k1074 },
  { "(s, t) -> (s GLOB 'a*') NOT GLOB '*[]x]*'", 2, k1075 },
  { "(s, t) -> ltrim(ltrim(t, s)) LIKE '%c' ESCAPE '\134'", 2, k1076 },
  { "(s, t) -> substr('1e3' IN (round(nullif(t, -0.0), -2), ' 12 '), -9223372036854775807)", 2, k1077 },
  { "(s, t) -> like('a%', s)", 2, k1078 },
  { "(s, t) -> hex(CASE '2.5' WHEN 100 THEN trim(s) WHEN ~(-9223372036854775807) THEN -3.75 ELSE t NOT GLOB '*\346\227\245*' END)", 2, k1079 },
  { "(s, t) -> substring(NULL, 5) LIKE lower(t) ESCAPE '\134'", 2, k1080 },
  { "(s, t) -> trim(nullif('3', s))", 2, k1081 },
  { "(s, t) -> ((s NOT GLOB '[^a]*') - (lower(t) AND t)) GLOB '*[a-c]*'", 2, k1082 },
  { "(s, t) -> ltrim(char(65, unicode(s)))", 2, k1083 },
  { "(s, t) -> like('%\134_%', 1e15 NOT LIKE '%\134_%') >= CAST(s AS REAL)", 2, k1084 },
  { "(s, t) -> (-1) BETWEEN substring(3, 5) AND 1.0", 2, k1085 },
  { "(s, t) -> min(unicode(like('', -9223372036854775807)), t COLLATE NOCASE)", 2, k1086 },
  { "(s, t) -> instr(t, instr(s, '2.5')) LIKE '%b%' ESCAPE '\134'", 2, k1087 },
  { "(s, t) -> max(CASE coalesce(0, '0x1F') WHEN t THEN min(t, t, 'x') WHEN s THEN 'a%' ELSE '3' END, lower(like('', NULL)))", 2, k1088 },
  { "(s, t) -> like('%', NOT 'AbC')", 2, k1089 },
  { "(s, t) -> lower(iif('abc', t + 7, substr(t, '2')))", 2, k1090 },
  { "(s, t) -> round(s)", 2, k1091 },
  { "(s, t) -> upper(t < (t IN (-3.75, 2)))", 2, k1092 },
  { "(s, t) -> abs(length(round(2.5, 1)))", 2, k1093 },
  { "(s, t) -> NOT like('%c', lower(instr(s, ' ')))", 2, k1094 },
  { "(s, t) -> instr(s, like('%_%', NULL))", 2, k1095 },
  { "(s, t) -> substring(nullif(s NOT NULL, (-9223372036854775807) NOT IN (s, t)) | (t NOT GLOB '\077*') = (s != 0), 9223372036854775807, -1)", 2, k1096 },
  { "(s, t) -> round(2) LIKE '_' ESCAPE '\134'", 2, k1097 },
  { "(s, t) -> t / length(coalesce(s, 100) LIKE '%_%')", 2, k1098 },
  { "(s, t) -> hex(t)", 2, k1099 },
  { "(s, t) -> iif(100, s, -3.75) NOT IN (s == (x''), '%')", 2, k1100 },
  { "(s, t) -> (iif(round(s, -2), '-0', trim(t, t)) BETWEEN t AND t) >> 100", 2, k1101 },
  { "(s, t) -> length(lower(0) ISNULL) LIKE '%\346\227\245%' ESCAPE '\134'", 2, k1102 },
  { "(s, t) -> max((NOT 7) COLLATE NOCASE, hex(nullif(t, coalesce(s, -1))))", 2, k1103 },
  { "(s, t) -> typeof(iif(trim(s NOT IN (t, '-0'), iif(t, s, 9223372036854775807)), (s NOT IN (s, 'x')) NOT IN (substr(2, 1), 1e15), '_'))", 2, k1104 },
  { "(s, t) -> (like('', t) = ifnull('1e3', t)) > (replace('0x1F', t, '') / t)", 2, k1105 },
  { "(s, t) -> CAST(hex(s) AS TEXT)", 2, k1106 },
  { "(s, t) -> CASE round(0 IS NULL) WHEN t THEN replace('-0', like('%b%', s), '') WHEN hex(0.1) > rtrim(t) THEN '1e3' ELSE replace(CASE WHEN s THEN s ELSE 100 END, s, 'XY') END", 2, k1107 },
  { "(s, t) -> -0.0 << hex(replace(max(s, '\303\251\346\227\245'), printf('%.3s', t), ''))", 2, k1108 },
  { "(s, t) -> round(quote(CASE WHEN NULL THEN s ELSE s END) NOT BETWEEN (unicode(s) NOT LIKE '%') AND s)", 2, k1109 },
  { "(s, t) -> (CASE WHEN unicode(s) THEN '3' ELSE coalesce(t, 'abc') END) >> s", 2, k1110 },
  { "(s, t) -> instr(typeof(max(replace(s, 1.0, '\303\251'), (x'6162') COLLATE BINARY = '-0', 2.5)), coalesce(t, s))", 2, k1111 },
  { "(s, t) -> length(CAST(s AS TEXT))", 2, k1112 },
  { "(s, t) -> CASE WHEN abs(t) THEN substring(1 LIKE '%\346\227\245%', 3) ELSE 2.5 END << printf('%012.3f', CASE 'a%' WHEN s THEN 2.5 WHEN 100 THEN t ELSE t END) <> t", 2, k1113 },
  { "(s, t) -> CASE max(7, s) WHEN t THEN t NOT LIKE 'x%' WHEN s | s THEN s ELSE instr(0.1, -9223372036854775807) END", 2, k1114 },
  { "(s, t) -> abs(abs(like('%\346\227\245%', t)))", 2, k1115 },
  { "(s, t) -> min(max('' COLLATE NOCASE, '_'), 1 || s)", 2, k1116 },
  { "(s, t) -> max(lower(CASE WHEN s THEN s END), ((s NOT GLOB 'x*') LIKE '%c') COLLATE NOCASE)", 2, k1117 },
  { "(s, t) -> ltrim(format('%012.3f', printf('%s', format('%c', '-0'))))", 2, k1118 },
  { "(s, t) -> abs(ifnull(nullif(nullif(s, s), 2 || s), like('x%', '3' NOT GLOB '*\346\227\245*')))", 2, k1119 },
  { "(s, t) -> lower(NOT (CAST('1abc' AS REAL) NOT BETWEEN 9223372036854775807 AND s))", 2, k1120 },
  { "(s, t) -> +nullif('-0', '1abc')", 2, k1121 },
  { "(s, t) -> replace((s AND s != unicode(t)) NOT BETWEEN rtrim(s == s) AND t, round('_'), '')", 2, k1122 },
  { "(s, t) -> CASE length(t LIKE '' ESCAPE '\134') WHEN s THEN abs(t) < (9223372036854775807 LIKE 'x%' ESCAPE '\134') WHEN typeof(nullif(100, s)) THEN s ELSE char(65, unicode(replace(NULL, s, '-'))) END", 2, k1123 },
  { "(s, t) -> iif(s, like(t, 9223372036854775807), CASE 'a%' WHEN '_' THEN 0 WHEN t THEN t ELSE s END)", 2, k1124 },
  { "(s, t) -> hex(nullif(typeof(nullif(s COLLATE RTRIM, s)), CASE length('2.5') WHEN s THEN rtrim(s, t) WHEN format('%g', 100) THEN t ELSE rtrim(s, s) END))", 2, k1125 },
  { "(s, t) -> char(65, unicode(char(-1, unicode(s))))", 2, k1126 },
  { "(s, t) -> unicode(like('a%', nullif(s, x'6162')))", 2, k1127 },
  { "(s, t) -> round(CASE s IS NOT hex(-3.75) WHEN t THEN ~min('abc', t COLLATE RTRIM) WHEN typeof(coalesce(t, t)) THEN 0 ELSE length('3') END)", 2, k1128 },
  { "(s, t) -> like('%c', (round(s) NOT LIKE '%_%') LIKE 'x\134%' ESCAPE '\134')", 2, k1129 },
  { "(s, t) -> coalesce(x'6162', t) NOT IN (iif(t, 100, s), s)", 2, k1130 },
  { "(s, t) -> -replace(s, t, NULL)", 2, k1131 },
  { "(s, t) -> lower(hex(s) IS NOT (x''))", 2, k1132 },
  { "(s, t) -> typeof((x'6162') LIKE '%b%' ESCAPE '\134')", 2, k1133 },
  { "(s, t) -> iif('x', s >= nullif(t, -9223372036854775807), substr('1e3', 1.5))", 2, k1134 },
  { "(s, t) -> CASE s WHEN s THEN round('%') <= substr(s, -2) WHEN (s AND s) NOT NULL THEN NULL ELSE char(0, unicode(substring(2, 5))) END", 2, k1135 },
  { "(s, t) -> (coalesce(instr(t, 9223372036854775807), NOT t) NOT GLOB '*\346\227\245*') AND 'x'", 2, k1136 },
  { "(s, t) -> abs(replace(printf('%012.3f', 0.1), x'6162', ''))", 2, k1137 },
  { "(s, t) -> round(hex(s)) << rtrim(+t, s)", 2, k1138 },
  { "(s, t) -> CASE s WHEN s THEN '3' IS NOT s WHEN s NOT GLOB '[a-]*' THEN x'' ELSE length(s) END", 2, k1139 },
  { "(s, t) -> round(CASE WHEN s LIKE 'x%' ESCAPE '\134' THEN min((x'') COLLATE RTRIM, t) END, -2)", 2, k1140 },
  { "(s, t) -> min(s, instr(s, 0.1) COLLATE RTRIM)", 2, k1141 },
  { "(s, t) -> CASE max(max(nullif(2, t), typeof(s) COLLATE NOCASE) COLLATE RTRIM, (0 + '1e3') LIKE 'x\134%' ESCAPE '\134') WHEN t THEN trim(t, char(-1, unicode(s))) NOTNULL WHEN hex(t) THEN ' 12 ' ELSE ((t NOT BETWEEN 1 AND t) LIKE '_b_' ESCAPE '\134') NOT BETWEEN max(typeof(' ') COLLATE RTRIM, ~'-0') AND t END", 2, k1142 },
  { "(s, t) -> nullif(t, t)", 2, k1143 },
  { "(s, t) -> min(ifnull(2.5, t) COLLATE NOCASE, hex(s)) IN (s, s)", 2, k1144 },
  { "(s, t) -> min('-0', hex('_') COLLATE NOCASE)", 2, k1145 },
  { "(s, t) -> max(t AND s, replace(x'6162', s, ''))", 2, k1146 },
  { "(s, t) -> nullif(lower(CASE WHEN s THEN t ELSE s END), ifnull(t, s))", 2, k1147 },
  { "(s, t) -> nullif(((t > s) NOT LIKE t) COLLATE NOCASE, ' 12 ') NOT BETWEEN round(unicode('%' LIKE 'A_C' ESCAPE '\134')) AND s", 2, k1148 },
  { "(s, t) -> '' >= (hex(s) NOT IN (t AND (-9223372036854775807), ' 12 '))", 2, k1149 },
  { "(s, t) -> substring(format('%x|%o', '', substr(CAST('\303\251\346\227\245' AS REAL), 1.5)), -9223372036854775807, 64)", 2, k1150 },
  { "(s, t) -> CASE (+trim(s)) NOTNULL WHEN '' THEN t WHEN abs(coalesce(min(s COLLATE NOCASE, '2.5'), hex(s))) THEN s ELSE length(replace(lower(' 12 '), t <= s, '\303\251')) END", 2, k1151 },
  { "(s, t) -> upper(s) >= s", 2, k1152 },
  { "(s, t) -> ('3' < s) NOT BETWEEN printf('% d|%-6i|', s, s) AND 0", 2, k1153 },
  { "(s, t) -> (s COLLATE RTRIM >= (s IS s)) NOT IN (s, s)", 2, k1154 },
  { "(s, t) -> -s + substr(abs(round('1abc', '2')), '2')", 2, k1155 },
  { "(s, t) -> CASE nullif((-9223372036854775807) COLLATE NOCASE, 2.5) WHEN 1e15 THEN CAST(t AS TEXT) WHEN iif(7, -3.75, s) THEN '_' ELSE CASE s WHEN s THEN 7 WHEN s THEN s ELSE s END END", 2, k1156 },
  { "(s, t) -> hex(0) NOTNULL", 2, k1157 },
  { "(s, t) -> 'a%' NOT GLOB 'x*'", 2, k1158 },
  { "(s, t) -> ((x'6162') LIKE '%x') IS NOT min(t, (x'') COLLATE NOCASE)", 2, k1159 },
  { "(s, t) -> replace(format('%5.2f', CASE WHEN min(s, s COLLATE NOCASE) THEN max(t, '_' COLLATE NOCASE) END), s NOT BETWEEN s AND s, '')", 2, k1160 },
  { "(s, t) -> max(s >= (-0.0), s NOT BETWEEN s AND 0, -9223372036854775807)", 2, k1161 },
  { "(s, t) -> like('_b_', max(s COLLATE RTRIM, 3))", 2, k1162 },
  { "(s, t) -> (('0x1F' GLOB '*[') GLOB '[^a]*') IN (instr(upper(x'6162') BETWEEN lower(t) AND s, length(s)), '-0')", 2, k1163 },
  { "(s, t) -> char(NULL, unicode(0 COLLATE RTRIM <= 1e15)) NOT GLOB upper(t)", 2, k1164 },
  { "(s, t) -> NOT instr(s, -1)", 2, k1165 },
  { "(s, t) -> lower(t / s / round('_') != quote(t GLOB upper(t)))", 2, k1166 },
  { "(s, t) -> ((s ISNULL) ISNULL) + replace(s IS NULL, s NOT BETWEEN (x'6162') AND s, '')", 2, k1167 },
  { "(s, t) -> abs(substr(-9223372036854775807, 0, t) COLLATE NOCASE < substring(s, 1.5))", 2, k1168 },
  { "(s, t) -> rtrim(like('x%', -1) LIKE 'A_C') NOT IN (nullif(CASE WHEN ' 12 ' THEN t END / s NOT GLOB 'a*', s GLOB '*x'), s)", 2, k1169 },
  { "(s, t) -> abs(t LIKE '_b_')", 2, k1170 },
  { "(s, t) -> replace('a%', CASE WHEN '-0' THEN 'x' END, '\303\251')", 2, k1171 },
  { "(s, t) -> substring(instr('a%', NOT s), 0) NOT LIKE '%\134_%'", 2, k1172 },
  { "(s, t) -> NOT t", 2, k1173 },
  { "(s, t) -> typeof(printf('%s-%s', t, max(t COLLATE RTRIM, s)) IS s)", 2, k1174 },
  { "(s, t) -> max('3' COLLATE RTRIM, char(0, unicode(t BETWEEN '_' AND 'abc')))", 2, k1175 },
  { "(s, t) -> round(round(-3.75, -1) != (t >> 1), 9223372036854775807) NOT LIKE 'x\134%'", 2, k1176 },
  { "(s, t) -> hex(abs(100 NOT IN (NULL, s)))", 2, k1177 },
  { "(s, t) -> substring(substr('x', 5), '2', 1.5)", 2, k1178 },
  { "(s, t) -> (~abs(s)) == s", 2, k1179 },
  { "(s, t) -> substr(nullif(100 COLLATE NOCASE, 'a%'), 3, 3) LIKE '%x'", 2, k1180 },
  { "(s, t) -> length(like('%_%', s)) IS NULL", 2, k1181 },
  { "(s, t) -> '_' + iif(like('a%', '1abc'), -7, substring(1, t, '2'))", 2, k1182 },
  { "(s, t) -> abs(CASE NOT (+(x'')) WHEN ' 12 ' THEN CASE WHEN rtrim(0) THEN t IS 1 ELSE length(1.0) END WHEN trim(s, t NOT LIKE '_b_') THEN s ELSE iif('abc', s LIKE '_b_' ESCAPE '\134', s) END)", 2, k1183 },
  { "(s, t) -> round(replace('2.5', t, '\303\251'))", 2, k1184 },
  { "(s, t) -> trim(round(s NOT IN ('1e3', s)), x'6162')", 2, k1185 },
  { "(s, t) -> substr('-0', -1, 0) NOT LIKE '%\303\226%'", 2, k1186 },
  { "(s, t) -> ltrim(1e15, 1 IN (s, t))", 2, k1187 },
  { "(s, t) -> like(t, s) COLLATE NOCASE = length(1e15)", 2, k1188 },
  { "(s, t) -> iif(iif(t, t, 7), t & s, 'AbC' NOT BETWEEN s AND t)", 2, k1189 },
  { "(s, t) -> (CASE WHEN coalesce(s, t) THEN instr(t, s) ELSE unicode(t) END) + iif(t NOT NULL, min('a%', t), like('abc', t))", 2, k1190 },
  { "(s, t) -> format('%#x', ltrim(min(char(NULL, unicode(s)) COLLATE RTRIM, NOT s), s))", 2, k1191 },
  { "(s, t) -> CASE WHEN s THEN round(like('x%', t), 1) ELSE hex(s) END", 2, k1192 },
  { "(s, t) -> quote(char(65, unicode(s LIKE '%x' ESCAPE '\134')) & (~1) NOT NULL)", 2, k1193 },
  { "(s, t) -> CASE WHEN upper(s <> ' ') THEN (s IS NOT NULL) IS NOT NULL ELSE s END < '-0'", 2, k1194 },
  { "(s, t) -> (abs(s NOT BETWEEN t AND 7) NOT LIKE '%_%') LIKE '%_%' ESCAPE '\134'", 2, k1195 },
  { "(s, t) -> t >> s", 2, k1196 },
  { "(s, t) -> trim(1e15 COLLATE RTRIM != 7, min(s, t)) / s", 2, k1197 },
  { "(s, t) -> ifnull(substring(t, 64), ' ' NOT IN ('AbC', ' ')) % (NOT s)", 2, k1198 },
  { "(s, t) -> abs((t - 2) COLLATE RTRIM = round(t, 64))", 2, k1199 },
  { "(s, t) -> abs(char(233, unicode(x'6162')))", 2, k1200 },
  { "(s, t) -> ifnull(round(s), t) / ((iif(t, s, s) < min(s, s, s)) LIKE '_')", 2, k1201 },
  { "(s, t) -> (-0.0) != max(-3.75, s COLLATE NOCASE)", 2, k1202 },
  { "(s, t) -> ('a%' IS 'AbC') - printf('%s', s)", 2, k1203 },
  { "(s, t) -> upper((CASE WHEN s THEN upper('-0') ELSE t NOT IN (s, t) END) IS NOT NULL)", 2, k1204 },
  { "(s, t) -> rtrim(format('%5c', substring('_' != (x'6162'), 3)))", 2, k1205 },
  { "(s, t) -> iif(CASE '-0' WHEN t THEN s WHEN 3 THEN 0.1 ELSE t END, s, t)", 2, k1206 },
  { "(s, t) -> +max((CASE WHEN s THEN '1abc' ELSE NULL END) COLLATE NOCASE, CASE s WHEN NULL THEN 1 WHEN t THEN t ELSE 3 END)", 2, k1207 },
  { "(s, t) -> min('%' COLLATE RTRIM, ifnull(t, s) BETWEEN (+'0x1F') AND 1.0)", 2, k1208 },
  { "(s, t) -> char(NULL, unicode(t == 1e15)) & -0.0", 2, k1209 },
  { "(s, t) -> substring(instr(s, 'AbC'), -1)", 2, k1210 },
  { "(s, t) -> t GLOB '*[a-c]*'", 2, k1211 },
  { "(s, t) -> s IS NOT NULL", 2, k1212 },
  { "(s, t) -> max((t LIKE '%\134_%' ESCAPE '\134') COLLATE NOCASE, upper(''))", 2, k1213 },
  { "(s, t) -> char(233, unicode('x')) IN (s IS NOT '-0', s)", 2, k1214 },
  { "(s, t) -> char(0x1F600, unicode(s || (NOT 'a%')))", 2, k1215 },
  { "(s, t) -> CAST(like('a%', max(s, t, -1)) AS INTEGER) NOT LIKE 'A_C'", 2, k1216 },
  { "(s, t) -> format('%10.4e', unicode(t)) LIKE '%b%' ESCAPE '\134'", 2, k1217 },
  { "(s, t) -> min(((NOT s) <> quote(s)) COLLATE RTRIM, substring(trim(t, ' '), '2'))", 2, k1218 },
  { "(s, t) -> s == (CASE WHEN t THEN hex(t) ELSE s END) NOT IN (typeof(CAST('3' AS NUMERIC)), -1)", 2, k1219 },
  { "(s, t) -> CASE WHEN min(s, t COLLATE NOCASE) LIKE '%\346\227\245%' ESCAPE '\134' THEN quote(trim(s, t)) ELSE round(instr(' 12 ', 2), 64) END", 2, k1220 },
  { "(s, t) -> coalesce(upper(length('AbC')) IS NOT NULL, ' 12 ')", 2, k1221 },
  { "(s, t) -> CASE rtrim(s) WHEN 1.0 THEN NULL NOT BETWEEN 1 AND s WHEN iif(s, s, x'') THEN t ELSE min('AbC', s COLLATE NOCASE) END", 2, k1222 },
  { "(s, t) -> trim(instr(t, s)) >= s", 2, k1223 },
  { "(s, t) -> -(nullif(min(3, '\303\251\346\227\245' COLLATE NOCASE), CASE WHEN 100 THEN '3' END) LIKE '%\303\226%' ESCAPE '\134')", 2, k1224 },
  { "(s, t) -> CASE WHEN s THEN format('% d|%-6i|', '_', s) ELSE 9223372036854775807 END", 2, k1225 },
  { "(s, t) -> CAST(max(t COLLATE NOCASE, t) LIKE '%' AS INTEGER)", 2, k1226 },
  { "(s, t) -> (CASE WHEN s != t THEN max(0, t COLLATE NOCASE) ELSE min('0x1F', '0x1F' COLLATE NOCASE) END) IS NULL", 2, k1227 },
  { "(s, t) -> printf('%012.3f', ifnull(replace(+t, (-1) LIKE '%x' ESCAPE '\134', ''), (s + s) % ('a%' NOT BETWEEN s AND s)))", 2, k1228 },
  { "(s, t) -> replace('1e3', 1e15, '-')", 2, k1229 },
  { "(s, t) -> instr(t COLLATE NOCASE != (-0.0), hex(s))", 2, k1230 },
  { "(s, t) -> CAST(printf('%5.2f', 9223372036854775807) AS INTEGER)", 2, k1231 },
  { "(s, t) -> replace('3', t LIKE '%' ESCAPE '\134', '')", 2, k1232 },
  { "(s, t) -> upper(nullif(s - 100, -9223372036854775807) LIKE t ESCAPE '\134')", 2, k1233 },
  { "(s, t) -> trim(CAST(t AS BLOB))", 2, k1234 },
  { "(s, t) -> CASE substr(nullif('2.5', ''), '2') WHEN s THEN length(hex(t)) WHEN substring(s, -2) THEN 1e15 ELSE instr(hex(2), '\303\251\346\227\245') END", 2, k1235 },
  { "(s, t) -> lower(t)", 2, k1236 },
  { "(s, t) -> rtrim('a%')", 2, k1237 },
  { "(s, t) -> nullif(ltrim(replace('_', t, ''), length(t)), nullif(s, t) COLLATE NOCASE >= (-1 / t)) % -9223372036854775807", 2, k1238 },
  { "(s, t) -> 2.5 <> upper('a%' - s)", 2, k1239 },
  { "(s, t) -> (substring(s, 5) NOT GLOB '*\346\227\245*') NOTNULL", 2, k1240 },
  { "(s, t) -> replace(lower(t), t NOT LIKE '', 'XY')", 2, k1241 },
  { "(s, t) -> coalesce(0.1, CAST(abs(abs(s)) AS TEXT))", 2, k1242 },
  { "(s, t) -> nullif(t, s) NOT GLOB '*['", 2, k1243 },
  { "(s, t) -> CAST(format('%s', unicode('')) AS REAL)", 2, k1244 },
  { "(s, t) -> min(format('%Q', iif(s, 2.5, s)), quote(s) COLLATE RTRIM)", 2, k1245 },
  { "(s, t) -> round('a%', 0)", 2, k1246 },
  { "(s, t) -> length(like('%_%', t))", 2, k1247 },
  { "(s, t) -> max(s, ' 12 ' COLLATE RTRIM) >> s", 2, k1248 },
  { "(s, t) -> replace(' ', '%', NULL)", 2, k1249 },
  { "(s, t) -> rtrim(('a%' LIKE 'abc' ESCAPE '\134') COLLATE NOCASE = s, nullif('-0', x'6162'))", 2, k1250 },
  { "(s, t) -> instr('1e3', s NOT LIKE '%b%')", 2, k1251 },
  { "(s, t) -> like('%', 100 IS NOT NULL)", 2, k1252 },
  { "(s, t) -> t COLLATE NOCASE < ('1e3' BETWEEN s AND s)", 2, k1253 },
  { "(s, t) -> CASE WHEN replace(nullif(2, t), '2.5' < 100, 1) THEN NOT (t AND s) ELSE NOT (t NOT LIKE '%c') END", 2, k1254 },
  { "(s, t) -> like('%x', t)", 2, k1255 },
  { "(s, t) -> substring(like('%x', s), 1) <= (format('%q', 'a%') != char(233, unicode(t)))", 2, k1256 },
  { "(s, t) -> instr(s, nullif(2, t))", 2, k1257 },
  { "(s, t) -> unicode(abs(s))", 2, k1258 },
  { "(s, t) -> max(instr(s, '1e3'), abs(s) COLLATE RTRIM) << s", 2, k1259 },
  { "(s, t) -> typeof(CAST('_' AS TEXT))", 2, k1260 },
  { "(s, t) -> substr(ifnull(like('%\346\227\245%', t), lower(-3.75)), 1)", 2, k1261 },
  { "(s, t) -> substring(CASE WHEN length(0) THEN rtrim(t) ELSE s END, 3)", 2, k1262 },
  { "(s, t) -> like('%\134_%', iif(s NOT NULL, ltrim(s), s LIKE '%c' ESCAPE '\134'))", 2, k1263 },
  { "(s, t) -> length(lower(s BETWEEN s AND s))", 2, k1264 },
  { "(s, t) -> min(hex(trim(t) != rtrim(t, x'6162')) COLLATE RTRIM, hex(t << 7) NOT NULL)", 2, k1265 },
  { "(s, t) -> nullif(t NOTNULL, typeof(CASE length('\303\251\346\227\245') WHEN '0x1F' THEN ifnull(2.5, s) WHEN 'AbC' IN (s, t) THEN s ELSE -1 END))", 2, k1266 },
  { "(s, t) -> NOT hex(s)", 2, k1267 },
  { "(s, t) -> abs(s <> t)", 2, k1268 },
  { "(s, t) -> rtrim('', substring('2.5', 2))", 2, k1269 },
  { "(s, t) -> format('%g', '_')", 2, k1270 },
  { "(s, t) -> rtrim(substring(s, -2) BETWEEN printf('%e', NULL) AND (-1))", 2, k1271 },
  { "(s, t) -> NOT (iif(s, '\303\251\346\227\245', s) > length('abc'))", 2, k1272 },
  { "(s, t) -> round(abs(t))", 2, k1273 },
  { "(s, t) -> '0x1F' - min(t, s)", 2, k1274 },
  { "(s, t) -> max(CASE WHEN s THEN 1.0 ELSE s END, t COLLATE RTRIM)", 2, k1275 },
  { "(s, t) -> abs(unicode(instr(t, s)))", 2, k1276 },
  { "(s, t) -> max(like('a%', t), typeof(s))", 2, k1277 },
  { "(s, t) -> instr(t IS NOT NULL, '0x1F')", 2, k1278 },
  { "(s, t) -> CASE WHEN NOT substring(abs(2.5), 3) THEN (-((-0.0) BETWEEN (-0.0) AND t)) LIKE '%c' ESCAPE '\134' END", 2, k1279 },
  { "(s, t) -> CASE rtrim(t) WHEN t THEN s WHEN CASE WHEN t THEN '-0' ELSE '2.5' END THEN -0.0 ELSE '%' END", 2, k1280 },
  { "(s, t) -> trim(x'')", 2, k1281 },
  { "(s, t) -> instr(max(((100 IS t) > min(2.5 COLLATE NOCASE, t)) COLLATE NOCASE, s), CAST(1 AS BLOB))", 2, k1282 },
  { "(s, t) -> lower(instr(-9223372036854775807, -0.0))", 2, k1283 },
  { "(s, t) -> lower(round(t) IS NOT NULL)", 2, k1284 },
  { "(s, t) -> max(s, t, 2) LIKE '%\303\226%' ESCAPE '\134'", 2, k1285 },
  { "(s, t) -> instr((length('-0') NOT GLOB '\077*') NOT LIKE '_b_', length(t))", 2, k1286 },
  { "(s, t) -> (-0.0) BETWEEN max(t, s COLLATE NOCASE) AND 1e15", 2, k1287 },
  { "(s, t) -> replace(unicode(7 COLLATE BINARY > s), s, '-') >= '1e3'", 2, k1288 },
  { "(s, t) -> nullif(iif(abs(1), CAST(s AS REAL), t) COLLATE RTRIM, ~(NOT 1e15)) IS NULL", 2, k1289 },
  { "(s, t) -> nullif(-9223372036854775807 / t, round(2, 2)) >> char(0, unicode(s IS NULL))", 2, k1290 },
  { "(s, t) -> substr(instr(s, -1) >> rtrim(t, s), 1, t) LIKE 'a%' ESCAPE '\134'", 2, k1291 },
  { "(s, t) -> s > (NOT '1abc')", 2, k1292 },
  { "(s, t) -> replace(replace(round(round(s)), 0.1 COLLATE NOCASE > t, ''), 2.5 LIKE t ESCAPE '\134', 1)", 2, k1293 },
  { "(s, t) -> ltrim(like('x\134%', length(s)), ifnull(-3.75, '%'))", 2, k1294 },
  { "(s, t) -> round(((NOT '0x1F') NOT BETWEEN substr('a%', 5) AND 100) > max(typeof(t), max(1e15, t), 'AbC'), 1.5)", 2, k1295 },
  { "(s, t) -> NOT (t NOT LIKE 'x%')", 2, k1296 },
  { "(s, t) -> CAST(printf('%#o', length(s)) AS BLOB) BETWEEN replace(instr(iif(s, s, t), 7 NOT IN (-0.0, '0x1F')), t GLOB '*x', '-') AND t", 2, k1297 },
  { "(s, t) -> abs(NOT ((NOT t) LIKE '%' ESCAPE '\134'))", 2, k1298 },
  { "(s, t) -> ltrim(ltrim(t NOT LIKE '%b%', x''))", 2, k1299 },
  { "(s, t) -> replace(char(233, unicode(t)), '%' OR t, '-')", 2, k1300 },
  { "(s, t) -> char(0, unicode(nullif(s, '2.5')))", 2, k1301 },
  { "(s, t) -> upper(s) NOT GLOB '*[a-c]*'", 2, k1302 },
  { "(s, t) -> replace(quote(typeof(abs(t))), max(x'', s), NULL)", 2, k1303 },
  { "(s, t) -> ifnull('\303\251\346\227\245', instr(min(CASE WHEN 0.1 THEN '1abc' ELSE '_' END, '\303\251\346\227\245'), s))", 2, k1304 },
  { "(s, t) -> ltrim(CASE CASE hex(s) WHEN s THEN char(0, unicode(s)) WHEN max(7, '0x1F' COLLATE NOCASE) THEN t ELSE CASE WHEN t THEN NULL ELSE s END END WHEN s THEN NOT t WHEN 3 THEN s ELSE s END, length(t))", 2, k1305 },
  { "(s, t) -> ltrim(char(0, unicode(' 12 ')))", 2, k1306 },
  { "(s, t) -> min((t LIKE '%x' ESCAPE '\134') COLLATE RTRIM, substr(s, 1)) + s", 2, k1307 },
  { "(s, t) -> replace(s, 'x', '') BETWEEN (CASE t WHEN s THEN NULL WHEN '3' THEN 'abc' ELSE s END) AND t", 2, k1308 },
  { "(s, t) -> round(ifnull(x'', '1e3'))", 2, k1309 },
  { "(s, t) -> substr(hex(2), -9223372036854775807, 9223372036854775807)", 2, k1310 },
  { "(s, t) -> rtrim(nullif(length(CAST(x'6162' AS REAL)), 0 <= '2.5' NOT GLOB '*[]x]*'), instr(t, s))", 2, k1311 },
  { "(s, t) -> substring(s COLLATE RTRIM <= s, -9223372036854775807, t)", 2, k1312 },
  { "(s, t) -> rtrim(format('%-+9.2e', t), 2)", 2, k1313 },
  { "(s, t) -> min(round('1e3', 1), ltrim(unicode(s)) COLLATE NOCASE) BETWEEN (replace(' ', ifnull(t, s), '\303\251') NOT IN (trim(3 COLLATE RTRIM <= 9223372036854775807), 1.0)) AND s", 2, k1314 },
  { "(s, t) -> nullif(max('x', s COLLATE NOCASE) COLLATE RTRIM, CASE s WHEN t THEN s WHEN 'AbC' THEN x'6162' ELSE t END) >= ltrim(length(2.5))", 2, k1315 },
  { "(s, t) -> substring(abs(1), 3, -9223372036854775807)", 2, k1316 },
  { "(s, t) -> CAST(-s AS BLOB)", 2, k1317 },
  { "(s, t) -> nullif(abs(0), max(s COLLATE NOCASE, 1e15))", 2, k1318 },
  { "(s, t) -> iif(CASE WHEN s THEN s ELSE 'abc' END, t - '3', s)", 2, k1319 },
  { "(s, t) -> nullif(instr('', 'a%'), t < ' 12 ') COLLATE RTRIM != nullif(s, max(t, x''))", 2, k1320 },
  { "(s, t) -> CAST((s NOT LIKE '%\346\227\245%') & s AS TEXT)", 2, k1321 },
  { "(s, t) -> unicode(coalesce(length(t NOT LIKE '%'), lower(s) - s))", 2, k1322 },
  { "(s, t) -> hex(length(rtrim('abc', -1) NOT LIKE 'A_C'))", 2, k1323 },
  { "(s, t) -> (CASE CAST(9223372036854775807 AS BLOB) WHEN s THEN NOT 7 WHEN (x'') IN (t, t) THEN s ELSE 2.5 END) AND s", 2, k1324 },
  { "(s, t) -> ltrim(printf('%+05d', s) NOT IN ('3' << '2.5', s))", 2, k1325 },
  { "(s, t) -> replace(unicode(s), nullif(s, t), '-')", 2, k1326 },
  { "(s, t) -> round(substr(t, -2), -9223372036854775807) NOT IN (ltrim(1.0, CASE WHEN t THEN s ELSE t END), -3.75)", 2, k1327 },
  { "(s, t) -> format('%s-%s', round('abc', 2), nullif('2.5', length('\303\251\346\227\245') LIKE 'x\134%' ESCAPE '\134'))", 2, k1328 },
  { "(s, t) -> substring(quote('x'), NULL)", 2, k1329 },
  { "(s, t) -> unicode('x' % s)", 2, k1330 },
  { "(s, t) -> substr(trim(3) GLOB '*[a-c]*', 1.5)", 2, k1331 },
  { "(s, t) -> max(s COLLATE RTRIM, lower(s))", 2, k1332 },
  { "(s, t) -> ltrim(1.0 BETWEEN 100 AND t, NOT t)", 2, k1333 },
  { "(s, t) -> CASE WHEN substr(s, 5, 0) THEN ' ' END", 2, k1334 },
  { "(s, t) -> printf('%.3s', coalesce(s, '\303\251\346\227\245'))", 2, k1335 },
  { "(s, t) -> max(nullif(100 OR s, rtrim(NULL, 1)) COLLATE NOCASE, unicode(s) NOT NULL) LIKE '%\346\227\245%' ESCAPE '\134'", 2, k1336 },
  { "(s, t) -> iif(min(s, t), s, CASE WHEN t THEN s ELSE '\303\251\346\227\245' END)", 2, k1337 },
  { "(s, t) -> unicode(2.5)", 2, k1338 },
  { "(s, t) -> trim(s) COLLATE BINARY <= t", 2, k1339 },
  { "(s, t) -> max(s, ((s - s) LIKE '%b%' ESCAPE '\134') COLLATE NOCASE)", 2, k1340 },
  { "(s, t) -> min(NOT (CASE 3 WHEN t THEN t WHEN x'' THEN -3.75 ELSE t END), like('abc', iif(s, s, -1)), '_')", 2, k1341 },
  { "(s, t) -> quote(coalesce(t, s) NOT GLOB '*[a-c]*')", 2, k1342 },
  { "(s, t) -> CAST(max(t, '1e3' COLLATE RTRIM) AS NUMERIC)", 2, k1343 },
  { "(s, t) -> rtrim(round(substring(t, 64, 0), '2'))", 2, k1344 },
  { "(s, t) -> char(NULL, unicode('AbC'))", 2, k1345 },
  { "(s, t) -> (lower(t) IS NULL) NOT NULL", 2, k1346 },
  { "(s, t) -> lower(' ')", 2, k1347 },
  { "(s, t) -> max(char(0, unicode(3 NOT LIKE 'x\134%')), x'6162')", 2, k1348 },
  { "(s, t) -> lower((t COLLATE NOCASE <= '2.5') NOT LIKE lower(t))", 2, k1349 },
  { "(s, t) -> rtrim(s, t)", 2, k1350 },
  { "(s, t) -> replace(instr(s > ' 12 ', '_' LIKE t), s, '-')", 2, k1351 },
  { "(s, t) -> instr(format('%5c', 'abc'), unicode(s))", 2, k1352 },
  { "(s, t) -> typeof(char(1114112, unicode('x')))", 2, k1353 },
  { "(s, t) -> replace(CAST(s AS REAL), iif(s, t, s), 'XY')", 2, k1354 },
  { "(s, t) -> round(char(233, unicode(s)))", 2, k1355 },
  { "(s, t) -> like('%\346\227\245%', format('%d', char(0x1F600, unicode('a%'))))", 2, k1356 },
  { "(s, t) -> CASE WHEN hex(s) THEN like('abc', -9223372036854775807) END", 2, k1357 },
  { "(s, t) -> typeof(t = s)", 2, k1358 },
  { "(s, t) -> max(CAST(substring(3, -1) AS NUMERIC), quote(max('abc' COLLATE NOCASE, 9223372036854775807)) COLLATE NOCASE) NOT NULL", 2, k1359 },
  { "(s, t) -> nullif(lower('2.5'), like('%\303\226%', 0.1))", 2, k1360 },
  { "(s, t) -> like('x%', max(lower(100), min(NULL COLLATE NOCASE, '-0') COLLATE RTRIM))", 2, k1361 },
  { "(s, t) -> replace((-9223372036854775807) >= char(NULL, unicode('0x1F')), s IS NOT 100, '-')", 2, k1362 },
  { "(s, t) -> replace(abs(nullif(t, 9223372036854775807)), s, 'XY')", 2, k1363 },
  { "(s, t) -> substring((x'6162') NOT BETWEEN 1.0 AND s, 0, -1)", 2, k1364 },
  { "(s, t) -> rtrim(quote('%' COLLATE BINARY = 'abc'), ' 12 ' >> 7)", 2, k1365 },
  { "(s, t) -> like('a%', coalesce(replace('2.5', s, '-'), s & t)) NOT BETWEEN '\303\251\346\227\245' AND s", 2, k1366 },
  { "(s, t) -> coalesce('AbC', s)", 2, k1367 },
  { "(s, t) -> (t LIKE '%\346\227\245%' ESCAPE '\134') ISNULL", 2, k1368 },
  { "(s, t) -> substring(rtrim(t IN ('\303\251\346\227\245', -0.0), t) NOT IN ((CASE WHEN t THEN t ELSE ' ' END) LIKE '%b%' ESCAPE '\134', 1e15), 0, 3)", 2, k1369 },
  { "(s, t) -> CAST(like(t, max(t, s)) AS NUMERIC)", 2, k1370 },
  { "(s, t) -> like('%', 7)", 2, k1371 },
  { "(s, t) -> printf('%x|%o', s <= s, s / s)", 2, k1372 },
  { "(s, t) -> unicode(trim(1.0))", 2, k1373 },
  { "(s, t) -> lower(instr(9223372036854775807, 2))", 2, k1374 },
  { "(s, t) -> printf('%.3s', CASE t WHEN 2.5 THEN s WHEN s THEN s ELSE s END)", 2, k1375 },
  { "(s, t) -> ifnull(like('x%', substring(s, -1)), instr(ifnull(hex(s), upper(t)), t IN (s, s)))", 2, k1376 },
  { "(s, t) -> CASE unicode(trim(typeof(NULL))) WHEN s THEN typeof(replace(substr('x', t, -1), 2 LIKE 'x%', '-')) WHEN max(replace(iif('', 7, 'AbC'), round(s), '-') COLLATE RTRIM, coalesce(ifnull(t, '\303\251\346\227\245'), t)) THEN s ELSE trim(abs(''), s) LIKE lower(t) ESCAPE '\134' END", 2, k1377 },
  { "(s, t) -> CASE WHEN max('0x1F', s) THEN coalesce(s, 1.0) ELSE ~1e15 END", 2, k1378 },
  { "(s, t) -> (rtrim(s LIKE '%\346\227\245%' ESCAPE '\134', unicode(t)) BETWEEN s AND s) GLOB '*\346\227\245*'", 2, k1379 },
  { "(s, t) -> NOT (7 IS NOT NULL)", 2, k1380 },
  { "(s, t) -> printf('%s-%s', nullif(t, 'x'), lower(t))", 2, k1381 },
  { "(s, t) -> NOT min('a%', t * '_')", 2, k1382 },
  { "(s, t) -> format('%X', '1e3' COLLATE BINARY < t)", 2, k1383 },
  { "(s, t) -> replace(rtrim(abs(t), s), CAST(t AS TEXT), NULL)", 2, k1384 },
  { "(s, t) -> substring(s >> t, -1) LIKE '%x' ESCAPE '\134'", 2, k1385 },
  { "(s, t) -> min(trim(t) OR nullif(3, s), trim(replace('3', t, 1), iif(x'6162', '-0', t)))", 2, k1386 },
  { "(s, t) -> (s NOT IN ('AbC', ' 12 ')) NOT BETWEEN (s + s) AND s", 2, k1387 },
  { "(s, t) -> nullif(NOT char(233, unicode('2.5')), like('%\303\226%', t COLLATE BINARY >= 1.0))", 2, k1388 },
  { "(s, t) -> max((x'6162') NOT IN (x'6162', t), (x'6162') COLLATE RTRIM)", 2, k1389 },
  { "(s, t) -> format('%c', hex(replace(s, s, 'XY')))", 2, k1390 },
  { "(s, t) -> ((' 12 ' LIKE '%b%' ESCAPE '\134') IS NOT NULL) OR (like(lower(t), t) < substr(s, 0))", 2, k1391 },
  { "(s, t) -> s < max(abs(s) COLLATE NOCASE, CASE WHEN 0.1 THEN x'' ELSE s END) >> max(s IN (x'6162', s), (t COLLATE NOCASE >= t) COLLATE NOCASE)", 2, k1392 },
  { "(s, t) -> 3 - NULL", 2, k1393 },
  { "(s, t) -> min(7, 'abc' COLLATE NOCASE) LIKE '%_%'", 2, k1394 },
  { "(s, t) -> quote(s IN (t, t))", 2, k1395 },
  { "(s, t) -> min((t BETWEEN ('\303\251\346\227\245' GLOB '*[]x]*') AND '') COLLATE NOCASE, unicode(typeof(' 12 '))) NOTNULL", 2, k1396 },
  { "(s, t) -> nullif(t, 1.0) = (NOT s)", 2, k1397 },
  { "(s, t) -> substr(substring(s, NULL, 2), '2') NOT GLOB '[a-]*'", 2, k1398 },
  { "(s, t) -> ((CASE s WHEN x'' THEN s WHEN 9223372036854775807 THEN ' ' ELSE s END) / s) IS NOT NULL", 2, k1399 },
  { "(s, t) -> min(replace('2.5' COLLATE NOCASE >= NULL, t COLLATE NOCASE > 0, '') LIKE '_' ESCAPE '\134', hex(upper((-9223372036854775807) NOT IN (-3.75, 9223372036854775807))), x'')", 2, k1400 },
  { "(s, t) -> (-1) COLLATE NOCASE >= iif(t COLLATE NOCASE != s, typeof('1abc'), 'a%' NOT GLOB upper(t))", 2, k1401 },
  { "(s, t) -> rtrim(length(round(' 12 ')), coalesce(2.5, 2)) NOT IN ((NOT (t LIKE '_b_' ESCAPE '\134')) IN (hex(2.5), s), t)", 2, k1402 },
  { "(s, t) -> (ltrim(t, 2) AND (s IS NOT NULL)) < ('_' ISNULL)", 2, k1403 },
  { "(s, t) -> NOT printf('% d|%-6i|', 2.5, s)", 2, k1404 },
  { "(s, t) -> nullif(ltrim(s) COLLATE NOCASE, unicode('2.5'))", 2, k1405 },
  { "(s, t) -> char(0x1F600, unicode(substr('1abc', '2'))) COLLATE NOCASE > like('%_%', nullif(x'', t))", 2, k1406 },
  { "(s, t) -> unicode(abs('AbC'))", 2, k1407 },
  { "(s, t) -> instr(s NOT GLOB t, round(s))", 2, k1408 },
  { "(s, t) -> length(CASE WHEN '_' THEN s END)", 2, k1409 },
  { "(s, t) -> unicode((2.5 NOT BETWEEN t AND s) LIKE '%c' ESCAPE '\134')", 2, k1410 },
  { "(s, t) -> min(iif(1e15, 2.5, 3), t COLLATE RTRIM)", 2, k1411 },
  { "(s, t) -> char(0, unicode(min(t, +0 & (NOT t))))", 2, k1412 },
  { "(s, t) -> quote(instr(s, lower('AbC')))", 2, k1413 },
  { "(s, t) -> min(max(-0.0, 9223372036854775807) BETWEEN replace(s, s, 1) AND s, max(((-0.0) BETWEEN s AND t) COLLATE NOCASE, '1e3'))", 2, k1414 },
  { "(s, t) -> round(9223372036854775807, 9223372036854775807)", 2, k1415 },
  { "(s, t) -> instr((NOT like('_b_', s)) GLOB 'x*', CAST(s AS REAL))", 2, k1416 },
  { "(s, t) -> substr(instr(s, '-0'), 1, 2)", 2, k1417 },
  { "(s, t) -> CAST(char(0x1F600, unicode('2.5')) AS REAL)", 2, k1418 },
  { "(s, t) -> max(CASE WHEN -0.0 THEN 1.0 ELSE t END, s NOT GLOB '*[a-c]*')", 2, k1419 },
  { "(s, t) -> coalesce(instr(x'6162', s), unicode(t))", 2, k1420 },
  { "(s, t) -> nullif(('1abc' AND t) << (CASE -1 WHEN -1 THEN 0.1 WHEN s THEN '' ELSE NULL END), +'%')", 2, k1421 },
  { "(s, t) -> (+iif(s, t, '-0')) NOT BETWEEN CAST('\303\251\346\227\245' IN (' ', s) AS INTEGER) AND (-1)", 2, k1422 },
  { "(s, t) -> quote(t) * abs(substr(1.0, 1))", 2, k1423 },
  { "(s, t) -> trim(t BETWEEN (x'6162') AND 9223372036854775807) << char(0, unicode(abs(9223372036854775807)))", 2, k1424 },
  { "(s, t) -> replace(like('%\303\226%', typeof(t) NOT GLOB upper(t)), s, '')", 2, k1425 },
  { "(s, t) -> like('%_%', 'abc')", 2, k1426 },
  { "(s, t) -> min(CAST(t AS TEXT), CAST('abc' AS REAL)) GLOB '\077*'", 2, k1427 },
  { "(s, t) -> substring(round(t, '2'), -9223372036854775807)", 2, k1428 },
  { "(s, t) -> ifnull(rtrim(lower(t) IN (replace(t, s, '\303\251'), s)), substr(ifnull('x', instr(s, s)), 2))", 2, k1429 },
  { "(s, t) -> upper(s + 7)", 2, k1430 },
  { "(s, t) -> unicode(trim(nullif(1.0, 'abc'), CAST(s AS REAL)))", 2, k1431 },
  { "(s, t) -> substring(nullif(7, t) COLLATE NOCASE >= 'abc', 3)", 2, k1432 },
  { "(s, t) -> (s * s) LIKE '%_%'", 2, k1433 },
  { "(s, t) -> instr(s, s) IN (nullif((-0.0) COLLATE NOCASE, t), '%')", 2, k1434 },
  { "(s, t) -> nullif(length(s <> s) COLLATE NOCASE, t)", 2, k1435 },
  { "(s, t) -> s & nullif('x', ltrim(s, -1) AND nullif('abc', '1abc'))", 2, k1436 },
  { "(s, t) -> replace(unicode(quote('abc' IN (t, ''))), instr(s, '%'), 1)", 2, k1437 },
  { "(s, t) -> replace(max(printf('%s-%s', '', -3.75), (s LIKE 'x%' ESCAPE '\134') COLLATE RTRIM) || ~s, char(0, unicode(t)), '-')", 2, k1438 },
  { "(s, t) -> coalesce(rtrim(s, t), CAST(s AS REAL) COLLATE BINARY >= min(s COLLATE NOCASE, 7))", 2, k1439 },
  { "(s, t) -> replace(char(0x1F600, unicode(~t)), ifnull(-9223372036854775807, s), '\303\251')", 2, k1440 },
  { "(s, t) -> char(233, unicode(like('%\303\226%', replace('', t, '-'))))", 2, k1441 },
  { "(s, t) -> length('-0')", 2, k1442 },
  { "(s, t) -> substring(instr(t, t), NULL, 1.5) <> (0 GLOB '*[a-c]*')", 2, k1443 },
  { "(s, t) -> typeof(NOT format('%10.4e', '')) >= typeof(upper(abs(t)))", 2, k1444 },
  { "(s, t) -> ltrim((x'') IN (min('a%', 1 COLLATE RTRIM) < '1e3' COLLATE NOCASE <= (x''), 9223372036854775807))", 2, k1445 },
  { "(s, t) -> '%' IN (lower(instr(s, 1)) NOT LIKE '%_%', s)", 2, k1446 },
  { "(s, t) -> coalesce(CAST(t AS NUMERIC) <> (+2), quote(' ') LIKE '%b%')", 2, k1447 },
  { "(s, t) -> NOT ((CASE t WHEN s THEN s WHEN '%' THEN s ELSE 2 END) IS NULL)", 2, k1448 },
  { "(s, t) -> like('%b%', t)", 2, k1449 },
  { "(s, t) -> max(t LIKE '%_%', (t LIKE '%\346\227\245%' ESCAPE '\134') COLLATE RTRIM)", 2, k1450 },
  { "(s, t) -> 2 LIKE lower(t)", 2, k1451 },
  { "(s, t) -> round(instr(100, format('%10.4e', -3.75)))", 2, k1452 },
  { "(s, t) -> CASE 'AbC' WHEN 100 THEN +t WHEN like(t, t) THEN s ELSE instr(t, '\303\251\346\227\245') END", 2, k1453 },
  { "(s, t) -> CASE WHEN s THEN ((s NOT IN (1, s)) GLOB t) >> (x'') END", 2, k1454 },
  { "(s, t) -> hex(t) AND (t COLLATE RTRIM < t)", 2, k1455 },
  { "(s, t) -> min(t, (NOT (NOT s)) COLLATE NOCASE)", 2, k1456 },
  { "(s, t) -> typeof(abs('3' GLOB '*x'))", 2, k1457 },
  { "(s, t) -> replace((('0x1F' NOT IN (-0.0, -3.75)) NOT IN (CAST(t AS NUMERIC), s)) NOT GLOB '\077*', substring(t, NULL, 3), 'XY')", 2, k1458 },
  { "(s, t) -> substr(abs(s), -2, t)", 2, k1459 },
  { "(s, t) -> abs(length('abc'))", 2, k1460 },
  { "(s, t) -> hex((t OR s) IN ('abc', s))", 2, k1461 },
  { "(s, t) -> rtrim((NOT (s <> s)) IN (replace('abc', instr(s, '3'), ''), s))", 2, k1462 },
  { "(s, t) -> nullif(-1, s COLLATE RTRIM IS (t NOT LIKE 'a%'))", 2, k1463 },
  { "(s, t) -> instr(s || t, nullif('AbC', t))", 2, k1464 },
  { "(s, t) -> upper(char(NULL, unicode(NULL)) NOT GLOB '[^a]*')", 2, k1465 },
  { "(s, t) -> t COLLATE NOCASE != hex(0.1 NOT GLOB 'a*')", 2, k1466 },
  { "(s, t) -> max(instr(round(x'6162', -9223372036854775807), s) IN (round(CASE WHEN '3' THEN '1e3' ELSE s END), x'6162'), t)", 2, k1467 },
  { "(s, t) -> replace(9223372036854775807, round(t), 'XY')", 2, k1468 },
  { "(s, t) -> hex(max('3', s))", 2, k1469 },
  { "(s, t) -> nullif(char(1114112, unicode(s >= ' 12 ')) IN (~s, '0x1F'), CASE WHEN coalesce(s, instr(s, t)) THEN instr(substr(2, 2), 1e15 NOT BETWEEN s AND s) ELSE format('%10.4e', 7) & (~t) END)", 2, k1470 },
  { "(s, t) -> NOT trim(s)", 2, k1471 },
  { "(s, t) -> -(t >= max(min(2.5, 7), printf('%x|%o', s, 2) COLLATE NOCASE))", 2, k1472 },
  { "(s, t) -> round(unicode(s), -9223372036854775807)", 2, k1473 },
  { "(s, t) -> (t << s) COLLATE NOCASE IS (t BETWEEN 100 AND t)", 2, k1474 },
  { "(s, t) -> substr(printf('%s-%s', '1e3' BETWEEN '2.5' AND s, NOT ' 12 '), 3, -9223372036854775807)", 2, k1475 },
  { "(s, t) -> length(replace(NULL, s, '-'))", 2, k1476 },
  { "(s, t) -> typeof(iif('x', t, t))", 2, k1477 },
  { "(s, t) -> CASE (s >> '_') NOT BETWEEN (2 | s) AND t WHEN '0x1F' THEN trim(printf('%i', s), t BETWEEN 'abc' AND 1) WHEN rtrim(s / '1e3', abs(s)) THEN t ELSE s END", 2, k1478 },
  { "(s, t) -> (CASE WHEN round(t) NOT IN ('3' NOT IN (3, 'AbC'), '1e3') THEN ~nullif(s COLLATE RTRIM, t) END) LIKE '_' ESCAPE '\134'", 2, k1479 },
  { "(s, t) -> format('% d|%-6i|', (s LIKE '%x' ESCAPE '\134') LIKE 'abc' ESCAPE '\134', s) NOT GLOB 'x*'", 2, k1480 },
  { "(s, t) -> round(min(s, s))", 2, k1481 },
  { "(s, t) -> max(1 IS NULL, like('%c', '1abc') COLLATE NOCASE)", 2, k1482 },
  { "(s, t) -> CASE round(t, 3) WHEN -3.75 THEN replace(t, 2.5, '-') WHEN t IS NOT s THEN s ELSE unicode(s) END", 2, k1483 },
  { "(s, t) -> CAST(((s NOT BETWEEN '1e3' AND 'x') > '2.5') IS NULL AS INTEGER)", 2, k1484 },
  { "(s, t) -> ((CASE WHEN ' 12 ' THEN -0.0 ELSE '%' END) == '1e3') != (substr(t, 0) = ' ')", 2, k1485 },
  { "(s, t) -> length(round('x', 9223372036854775807)) IS NOT ltrim(max(s, 'abc' COLLATE NOCASE))", 2, k1486 },
  { "(s, t) -> -unicode(like('A_C', printf('%c', 0)))", 2, k1487 },
  { "(s, t) -> like('%', like('', s))", 2, k1488 },
  { "(s, t) -> NOT max((s BETWEEN s AND (-9223372036854775807)) COLLATE RTRIM, s)", 2, k1489 },
  { "(s, t) -> round((NOT 'x') NOT GLOB t)", 2, k1490 },
  { "(s, t) -> nullif(1.0 COLLATE NOCASE, t)", 2, k1491 },
  { "(s, t) -> substr(max(substring(s, 64, t), upper(s) COLLATE NOCASE), -1, '2')", 2, k1492 },
  { "(s, t) -> CAST(ltrim(typeof(' '), max(s, -9223372036854775807, -9223372036854775807)) AS TEXT)", 2, k1493 },
  { "(s, t) -> printf('% d|%-6i|', max('2.5', '\303\251\346\227\245' COLLATE RTRIM), s GLOB '\077*')", 2, k1494 },
  { "(s, t) -> typeof(nullif(s <= s, '-0' NOT BETWEEN 'a%' AND s) IS NOT NULL)", 2, k1495 },
  { "(s, t) -> ltrim((CASE t IN (t, s) WHEN '1e3' THEN upper('1e3') WHEN '0x1F' AND t THEN t ELSE CASE t WHEN t THEN s WHEN -3.75 THEN 'abc' ELSE '%' END END) GLOB '*[]x]*', 3)", 2, k1496 },
  { "(s, t) -> lower(s BETWEEN s AND t)", 2, k1497 },
  { "(s, t) -> min('0x1F', substring(s LIKE 'x\134%' ESCAPE '\134', 3, -2)) COLLATE RTRIM <= iif(length(instr(s, t)), replace('\303\251\346\227\245', t <= t, ''), CAST(2.5 AS BLOB) | CASE 'AbC' WHEN t THEN s WHEN t THEN t ELSE x'6162' END)", 2, k1498 },
  { "(s, t) -> NOT min(ltrim(0.1) COLLATE RTRIM, like('%x', '1abc'))", 2, k1499 },
  { "(s, t) -> (s NOT BETWEEN 2.5 AND '1e3') NOT LIKE '%_%'", 2, k1500 },
  { "(s, t) -> round(typeof(' 12 ' <= 'a%'), 2)", 2, k1501 },
  { "(s, t) -> length(iif('1e3', t, -1))", 2, k1502 },
  { "(s, t) -> char(233, unicode(7)) + t", 2, k1503 },
  { "(s, t) -> rtrim(max(s, 'a%' COLLATE RTRIM) ISNULL, substr(s, 0, 1.5))", 2, k1504 },
  { "(s, t) -> max(abs(typeof('AbC')) COLLATE RTRIM, t)", 2, k1505 },
  { "(s, t) -> char(NULL, unicode(hex(typeof(iif(t, -0.0, s)))))", 2, k1506 },
  { "(s, t) -> (printf('%g', 'abc') IN (0.1 - s, 3)) LIKE 'x\134%' ESCAPE '\134'", 2, k1507 },
  { "(s, t) -> (s IN (t, '0x1F')) COLLATE RTRIM >= replace('a%', s, '')", 2, k1508 },
  { "(s, t) -> instr(NOT 0.1, 1.0)", 2, k1509 },
  { "(s, t) -> min(substring(7, NULL), min(t, (-0.0) COLLATE RTRIM) COLLATE NOCASE)", 2, k1510 },
  { "(s, t) -> min((s < 'AbC') COLLATE NOCASE, substr('\303\251\346\227\245', 0, 1.5)) || s", 2, k1511 },
  { "(s, t) -> iif(round(1.0), t NOT IN (s, 100), lower(-3.75))", 2, k1512 },
  { "(s, t) -> ltrim(nullif('a%' COLLATE RTRIM, s) != (NOT s))", 2, k1513 },
  { "(s, t) -> trim((CASE iif(t, s, t) WHEN s THEN s WHEN abs(t) THEN t ELSE max('', s, t) END) IS NOT NULL, 1.0 LIKE '%_%')", 2, k1514 },
  { "(s, t) -> unicode(s) & trim(s)", 2, k1515 },
  { "(s, t) -> quote(printf('%d', s))", 2, k1516 },
  { "(s, t) -> replace(CASE lower(7) WHEN 'x' THEN s LIKE 'a%' WHEN unicode(s) THEN 100 ELSE s >= s END, substring('_', -9223372036854775807), '') NOT LIKE 'A_C'", 2, k1517 },
  { "(s, t) -> CASE ltrim(substring(lower(s), t, 3)) WHEN s THEN NOT ' ' WHEN (hex(s) LIKE '%_%' ESCAPE '\134') > nullif('a%' >> t, ifnull(s, s)) THEN t ELSE replace(max(round(t, NULL), (t = t) COLLATE NOCASE), t COLLATE RTRIM != t, 1) END", 2, k1518 },
  { "(s, t) -> typeof(NOT like(lower(t), s)) = upper(abs(-9223372036854775807) IS NOT NULL)", 2, k1519 },
  { "(s, t) -> NULL COLLATE NOCASE IS ('0x1F' LIKE t ESCAPE '\134')", 2, k1520 },
  { "(s, t) -> nullif(s, s) == (t ISNULL)", 2, k1521 },
  { "(s, t) -> substring(hex(nullif('a%' COLLATE RTRIM = 1, substring(s, 0))), 5, NULL)", 2, k1522 },
  { "(s, t) -> substring((CASE WHEN 100 THEN 7 ELSE s END) GLOB '*[', 1, 5)", 2, k1523 },
  { "(s, t) -> like('%_%', s)", 2, k1524 },
  { "(s, t) -> 'a%' NOT BETWEEN (rtrim(s NOT GLOB '[^a]*') NOTNULL) AND 'AbC'", 2, k1525 },
  { "(s, t) -> instr(round(iif('_', 'x', s), 9223372036854775807), -s)", 2, k1526 },
  { "(s, t) -> max(replace(s, 1.0, ''), s)", 2, k1527 },
  { "(s, t) -> substring('_', -2, -2) LIKE '%x' ESCAPE '\134'", 2, k1528 },
  { "(s, t) -> abs(unicode(unicode('1e3')))", 2, k1529 },
  { "(s, t) -> char(65, unicode(max(iif(' ', s GLOB 'x*', iif(t, 'x', x'6162')), s = coalesce('0x1F', s), '%')))", 2, k1530 },
  { "(s, t) -> replace(CAST(t AS BLOB), replace(1, s, 1), '')", 2, k1531 },
  { "(s, t) -> replace(rtrim(1) + replace(substring(t, 2), instr(-9223372036854775807, s), NULL), format('%c', t), '')", 2, k1532 },
  { "(s, t) -> unicode(abs('' NOT IN (s, t)))", 2, k1533 },
  { "(s, t) -> s COLLATE RTRIM != replace(s, s, NULL)", 2, k1534 },
  { "(s, t) -> s LIKE t ESCAPE '\134' != s", 2, k1535 },
  { "(s, t) -> printf('%#x', max(2, s, t)) ISNULL", 2, k1536 },
  { "(s, t) -> max(lower(lower(s)), round(CASE 100 WHEN t THEN t WHEN '2.5' THEN t ELSE t END, 1.5)) NOT LIKE '%_%'", 2, k1537 },
  { "(s, t) -> iif(t - '1abc', CAST(2.5 AS NUMERIC), nullif('abc', s)) LIKE '_' ESCAPE '\134'", 2, k1538 },
  { "(s, t) -> ltrim('2.5' IN (t, s))", 2, k1539 },
  { "(s, t) -> hex((x'6162') NOT LIKE '%_%')", 2, k1540 },
  { "(s, t) -> NOT 'a%' || '-0'", 2, k1541 },
  { "(s, t) -> like(t, upper(like('', -0.0) % (9223372036854775807 NOT LIKE '')))", 2, k1542 },
  { "(s, t) -> (t % '0x1F') LIKE lower(t) ESCAPE '\134'", 2, k1543 },
  { "(s, t) -> CAST(iif(nullif(t, '0x1F'), format('%#o', s), t) AS INTEGER)", 2, k1544 },
  { "(s, t) -> printf('%-+9.2e', min(like('x%', t) COLLATE RTRIM, 100 - s)) IS NOT NULL", 2, k1545 },
  { "(s, t) -> format('%s', upper(s))", 2, k1546 },
  { "(s, t) -> min(abs(CASE WHEN s THEN 7 ELSE '1e3' END) COLLATE RTRIM, char(NULL, unicode(1e15)) NOT IN (abs(s), s))", 2, k1547 },
  { "(s, t) -> instr('0x1F', t) LIKE '%' ESCAPE '\134'", 2, k1548 },
  { "(s, t) -> like('%c', printf('%.3s', t) COLLATE BINARY < hex(t))", 2, k1549 },
  { "(s, t) -> substr(s, -2)", 2, k1550 },
  { "(s, t) -> NOT (s LIKE 'abc')", 2, k1551 },
  { "(s, t) -> CASE round(t) WHEN t THEN printf('%#x', '1e3') WHEN length('_') THEN 'a%' ELSE '' END", 2, k1552 },
  { "(s, t) -> substring(like('x%', s), 64)", 2, k1553 },
  { "(s, t) -> unicode(replace(unicode(s), substring('abc', 5, 9223372036854775807), '\303\251'))", 2, k1554 },
  { "(s, t) -> s LIKE '%' ESCAPE '\134'", 2, k1555 },
  { "(s, t) -> substr(s, 0) <= CASE CASE WHEN 3 THEN s ELSE 2.5 END WHEN t THEN 1e15 WHEN NOT NULL THEN s ELSE instr(s, s) END", 2, k1556 },
  { "(s, t) -> rtrim('\303\251\346\227\245' LIKE '%c' ESCAPE '\134')", 2, k1557 },
  { "(s, t) -> replace(CASE -1 WHEN t THEN t WHEN NULL THEN t ELSE 0.1 END, min(2, s), NULL)", 2, k1558 },
  { "(s, t) -> substring(NOT t, -9223372036854775807, 1.5) LIKE '%\303\226%'", 2, k1559 },
  { "(s, t) -> iif(100 IS t, like('', t), substr(' 12 ', -1, '2')) BETWEEN substring(nullif(t COLLATE NOCASE, 0), 1.5, 0) AND '1abc'", 2, k1560 },
  { "(s, t) -> CASE CASE WHEN t THEN s ELSE 'AbC' END WHEN 0 THEN min(s, 1.0 COLLATE RTRIM) WHEN s IS NOT NULL THEN t ELSE lower(s) END", 2, k1561 },
  { "(s, t) -> NOT iif(coalesce('AbC', t), s <> 9223372036854775807, s NOT GLOB '[^a]*')", 2, k1562 },
  { "(s, t) -> t == CASE WHEN s IS NOT NULL THEN '0x1F' ELSE t GLOB '*x' END", 2, k1563 },
  { "(s, t) -> CAST(iif(3, 0.1, t) AS TEXT)", 2, k1564 },
  { "(s, t) -> replace(like('x%', s), substring('%', 3, 9223372036854775807), '')", 2, k1565 },
  { "(s, t) -> ltrim(like('a%', s)) GLOB 'a*'", 2, k1566 },
  { "(s, t) -> quote(printf('%s-%s', '1abc', 2.5))", 2, k1567 },
  { "(s, t) -> iif(nullif(instr(0 GLOB '*x', typeof('1e3')) COLLATE NOCASE, CAST(upper(t) AS NUMERIC)), ~(-3.75), hex(s IS NOT t))", 2, k1568 },
  { "(s, t) -> min(char(65, unicode(t)), substr(s, 5, 3) COLLATE RTRIM)", 2, k1569 },
  { "(s, t) -> length(typeof(s) NOT LIKE '%b%') COLLATE BINARY != (format('%%%s', t) > (s LIKE '' ESCAPE '\134'))", 2, k1570 },
  { "(s, t) -> unicode(abs(iif(rtrim(s, 2), t, NOT '\303\251\346\227\245')))", 2, k1571 },
  { "(s, t) -> replace('_', 'x' NOT GLOB '[!a]*', NULL) NOT NULL", 2, k1572 },
  { "(s, t) -> ((-0.0) IN (t, t)) COLLATE BINARY > round(NULL)", 2, k1573 },
  { "(s, t) -> nullif(substring('x' BETWEEN t AND (-9223372036854775807), 3, 3), CASE WHEN hex('') THEN s LIKE t ESCAPE '\134' END)", 2, k1574 },
  { "(s, t) -> ltrim(1e15, 0.1)", 2, k1575 },
  { "(s, t) -> rtrim(s < t)", 2, k1576 },
  { "(s, t) -> max(t, round(NOT 'abc', -2))", 2, k1577 },
  { "(s, t) -> upper(unicode(t / substr('0x1F', -9223372036854775807, NULL)))", 2, k1578 },
  { "(s, t) -> CAST('3' AS TEXT)", 2, k1579 },
  { "(s, t) -> 7 NOT GLOB upper(t)", 2, k1580 },
  { "(s, t) -> round('0x1F' LIKE '%\303\226%' ESCAPE '\134', -2) - replace(min(t COLLATE RTRIM, -3.75), max(s, ' '), '-')", 2, k1581 },
  { "(s, t) -> like('%\303\226%', 3) == ((s <= (-1)) IS NOT NULL)", 2, k1582 },
  { "(s, t) -> (replace(' ', instr(s, 1e15), NULL) AND (max(t, '1abc' COLLATE NOCASE) BETWEEN min(100, 100 COLLATE NOCASE) AND s)) COLLATE RTRIM > s", 2, k1583 },
  { "(s, t) -> (100 < (CASE WHEN 'a%' THEN 0.1 ELSE 'x' END)) OR CAST(s OR t AS NUMERIC)", 2, k1584 },
  { "(s, t) -> length(1.0) || (CASE 100 WHEN '0x1F' THEN '0x1F' WHEN x'' THEN 'a%' ELSE 0.1 END)", 2, k1585 },
  { "(s, t) -> nullif(t, min(CASE t WHEN t THEN 100 WHEN 7 THEN t ELSE 0.1 END, s COLLATE NOCASE))", 2, k1586 },
  { "(s, t) -> instr(s COLLATE BINARY <= t, iif(s, t, 'AbC'))", 2, k1587 },
  { "(s, t) -> CASE t WHEN 'abc' THEN NOT (-3.75) * length(s) WHEN 7 BETWEEN s AND s << 'abc' + t THEN t ELSE NOT (NOT s) END", 2, k1588 },
  { "(s, t) -> substring(instr(7, iif(2.5, 0.1, t)), NULL)", 2, k1589 },
  { "(s, t) -> replace(s, s, 1)", 2, k1590 },
  { "(s, t) -> char(233, unicode(instr(replace(CAST(t AS INTEGER), min(t, s COLLATE RTRIM), 1), quote(NULL))))", 2, k1591 },
  { "(s, t) -> round(CASE WHEN (CASE t WHEN t THEN t WHEN '3' THEN 9223372036854775807 ELSE NULL END) BETWEEN s AND s THEN char(NULL, unicode(s)) LIKE 'abc' ESCAPE '\134' END, 1)", 2, k1592 },
  { "(s, t) -> printf('%.*s', -9223372036854775807, substr('a%' IN (t, t), 2))", 2, k1593 },
  { "(s, t) -> (s + t) NOT LIKE '%\346\227\245%'", 2, k1594 },
  { "(s, t) -> printf('%+05d', s NOT GLOB '[a-]*') IN ('-0', 'AbC')", 2, k1595 },
  { "(s, t) -> ((x'') LIKE '%\134_%') / (s NOT BETWEEN s AND t)", 2, k1596 },
  { "(s, t) -> char(-1, unicode(s))", 2, k1597 },
  { "(s, t) -> printf('%i', s)", 2, k1598 },
  { "(s, t) -> t OR (nullif('\303\251\346\227\245' COLLATE RTRIM, 100) IN (s, s))", 2, k1599 },
  { "(s, t) -> NOT ((x'') NOT LIKE '%\134_%')", 2, k1600 },
  { "(s, t) -> 0 COLLATE RTRIM IS (CASE x'' WHEN s THEN substring(-t, 2) WHEN substr(s, 1) THEN t ELSE ~ifnull('abc', s) END)", 2, k1601 },
  { "(s, t) -> length('\303\251\346\227\245') NOT LIKE '%_%'", 2, k1602 },
  { "(s, t) -> CASE CASE WHEN s THEN 7 END WHEN s THEN instr(s, t) WHEN t IS NULL THEN t ELSE unicode(t) END", 2, k1603 },
  { "(s, t) -> CASE unicode(9223372036854775807) WHEN s THEN t WHEN lower('2.5') THEN s ELSE '' LIKE 'x%' ESCAPE '\134' END", 2, k1604 },
  { "(s, t) -> +(t > abs(-9223372036854775807))", 2, k1605 },
  { "(s, t) -> replace(replace(upper(1e15), (-1) GLOB '*[]x]*', ''), t, '\303\251') BETWEEN unicode(rtrim(upper(t))) AND s", 2, k1606 },
  { "(s, t) -> hex(substring(s, -2))", 2, k1607 },
  { "(s, t) -> CAST(ltrim(s) COLLATE NOCASE IS iif(t, s, s) >> ltrim(iif(NULL, t, 'a%')) AS NUMERIC)", 2, k1608 },
  { "(s, t) -> CAST(unicode(s) AS NUMERIC) || (+(CASE t ISNULL WHEN '1abc' THEN substr(0.1, 1.5) WHEN ' 12 ' THEN 'x' ELSE instr(0.1, 7) END))", 2, k1609 },
  { "(s, t) -> replace(instr('_', -3.75), min(t COLLATE NOCASE, t), '-')", 2, k1610 },
  { "(s, t) -> format('%g', s)", 2, k1611 },
  { "(s, t) -> lower('-0') = (max(7, '_', ' ') * min(s COLLATE NOCASE, s))", 2, k1612 },
  { "(s, t) -> char(0, unicode(ifnull(s, round('x'))))", 2, k1613 },
  { "(s, t) -> unicode(char(1114112, unicode(replace(s, s, NULL)))) ISNULL", 2, k1614 },
  { "(s, t) -> (substring(-1, -9223372036854775807) IS NOT 'AbC') BETWEEN ((nullif(t, s) << min('2.5', t)) LIKE '%c' ESCAPE '\134') AND ' '", 2, k1615 },
  { "(s, t) -> max(((+t) NOT BETWEEN rtrim(s) AND 1) COLLATE NOCASE, 1e15) LIKE '%_%' ESCAPE '\134'", 2, k1616 },
  { "(s, t) -> ('3' NOT BETWEEN char(65, unicode(t)) AND s) LIKE '%\303\226%'", 2, k1617 },
  { "(s, t) -> CAST(typeof(nullif(s, s)) AS INTEGER)", 2, k1618 },
  { "(s, t) -> max(trim(s), ('3' GLOB upper(t)) COLLATE RTRIM) NOT GLOB 'x*'", 2, k1619 },
  { "(s, t) -> length(printf('%i', s)) IN (+hex(s), s)", 2, k1620 },
  { "(s, t) -> nullif(max(s, (CASE CASE WHEN ' ' THEN s END WHEN s THEN min(s, '0x1F') WHEN round('1e3') THEN 0.1 ELSE t END) COLLATE RTRIM), NOT (substring(t, 2, 64) LIKE '_' ESCAPE '\134'))", 2, k1621 },
  { "(s, t) -> round(nullif(nullif(s COLLATE NOCASE, s), unicode(-3.75)), 5) == char(65, unicode(abs(s))) != ((s NOT IN ('-0', s)) NOT IN (unicode('a%'), s))", 2, k1622 },
  { "(s, t) -> CASE WHEN CASE substring(7, 2) WHEN '3' THEN length('1abc') WHEN rtrim('\303\251\346\227\245') THEN NULL ELSE '\303\251\346\227\245' END THEN '3' ELSE -format('%q', s) END", 2, k1623 },
  { "(s, t) -> max(typeof(instr(s, 'a%')) COLLATE NOCASE, -1) LIKE '%\346\227\245%'", 2, k1624 },
  { "(s, t) -> rtrim('_', ~s)", 2, k1625 },
  { "(s, t) -> (CASE s WHEN s THEN ' 12 ' WHEN 1e15 THEN t ELSE s END) << t", 2, k1626 },
  { "(s, t) -> hex(0.1)", 2, k1627 },
  { "(s, t) -> CAST(ltrim(1e15, 1.0 NOT IN (0.1, t)) AS INTEGER)", 2, k1628 },
  { "(s, t) -> (min(s, s) COLLATE BINARY <= ltrim('2.5', s)) IS (CASE s NOT IN (t, 2.5) WHEN -3.75 THEN trim(s, t) WHEN NOT s THEN t ELSE char(1114112, unicode('-0')) END)", 2, k1629 },
  { "(s, t) -> iif(NOT (CAST('0x1F' AS BLOB) LIKE t), substr(('_' NOT GLOB '*x') % (CASE '\303\251\346\227\245' WHEN '1e3' THEN s WHEN s THEN '' ELSE x'' END), -9223372036854775807, 0), char(233, unicode(max(t LIKE '%\134_%', iif(t, t, '_')))))", 2, k1630 },
  { "(s, t) -> s % replace(replace(nullif(-9223372036854775807, x'6162'), s COLLATE NOCASE < t, '\303\251'), substring(s, -2, 1), '\303\251')", 2, k1631 },
  { "(s, t) -> t LIKE '%'", 2, k1632 },
  { "(s, t) -> max((instr('-0', t IS NOT s) GLOB '*[') COLLATE RTRIM, min(-(x''), CAST(t AS BLOB) COLLATE NOCASE))", 2, k1633 },
  { "(s, t) -> (s COLLATE BINARY = t) NOT GLOB 'a*'", 2, k1634 },
  { "(s, t) -> nullif(unicode(length(' 12 ')), trim(rtrim('%')))", 2, k1635 },
  { "(s, t) -> iif(0, -3.75, '%') COLLATE NOCASE >= (' 12 ' GLOB t)", 2, k1636 },
  { "(s, t) -> round(printf('%012.3f', 'abc'))", 2, k1637 },
  { "(s, t) -> round(+(printf('%s', 'AbC') & max('1e3', t COLLATE NOCASE)))", 2, k1638 },
  { "(s, t) -> rtrim(length('0x1F' NOT GLOB '[!a]*'))", 2, k1639 },
  { "(s, t) -> round('2.5', 2) NOTNULL", 2, k1640 },
  { "(s, t) -> printf('%.*s', 5, t)", 2, k1641 },
  { "(s, t) -> coalesce(replace(('-0' LIKE '%x' ESCAPE '\134') COLLATE BINARY < (NOT (-0.0)), length(t), 'XY'), t)", 2, k1642 },
  { "(s, t) -> length(max(round('a%', NULL), instr(2, -1) COLLATE RTRIM))", 2, k1643 },
  { "(s, t) -> substring('1e3' || (CASE WHEN s THEN t ELSE x'6162' END), -1) / rtrim(max(t COLLATE NOCASE, x'6162'), '')", 2, k1644 },
  { "(s, t) -> ifnull(abs(t), '1e3')", 2, k1645 },
  { "(s, t) -> instr(NULL LIKE '' ESCAPE '\134', s % ' ')", 2, k1646 },
  { "(s, t) -> char(0x1F600, unicode('1e3'))", 2, k1647 },
  { "(s, t) -> rtrim(hex('x' GLOB '*') LIKE 'x\134%' ESCAPE '\134')", 2, k1648 },
  { "(s, t) -> iif(unicode(iif('-0', 1, -0.0)), max('x', hex('2.5')), format('%s', -0.0) COLLATE BINARY >= (CASE WHEN 7 THEN '3' ELSE s END)) | t", 2, k1649 },
  { "(s, t) -> NOT (CASE t WHEN s THEN NULL WHEN '-0' THEN s ELSE s END)", 2, k1650 },
  { "(s, t) -> '\303\251\346\227\245' BETWEEN trim(hex(s)) AND t", 2, k1651 },
  { "(s, t) -> instr(ltrim(s, '1e3') >= s, -0.0)", 2, k1652 },
  { "(s, t) -> (CASE WHEN 'a%' THEN s END) IS NOT unicode(100)", 2, k1653 },
  { "(s, t) -> CASE WHEN quote(upper(instr(s, '1e3'))) THEN CASE replace(round(s), s, '') WHEN t THEN min(x'', ' 12 ' COLLATE RTRIM) != char(65, unicode(100)) WHEN replace(abs(-3.75), NOT t, '\303\251') THEN 'x' ELSE '2.5' END ELSE s NOT LIKE lower(t) END", 2, k1654 },
  { "(s, t) -> CAST(s AS REAL) LIKE '%\346\227\245%' ESCAPE '\134'", 2, k1655 },
  { "(s, t) -> abs(~(x'6162')) != (s COLLATE BINARY <= s) NOT LIKE 'a%'", 2, k1656 },
  { "(s, t) -> nullif(2.5, CAST(t AS TEXT))", 2, k1657 },
  { "(s, t) -> substring(0, 0) * round(t)", 2, k1658 },
  { "(s, t) -> (t | (substr(x'6162', 1) NOT BETWEEN (s BETWEEN s AND 9223372036854775807) AND '')) > length(unicode(7 NOT IN ('1e3', '0x1F')))", 2, k1659 },
  { "(s, t) -> substring(CASE WHEN rtrim(t) THEN 100 ELSE t LIKE '_b_' ESCAPE '\134' END, -9223372036854775807)", 2, k1660 },
  { "(s, t) -> (NOT 1.0) LIKE 'abc'", 2, k1661 },
  { "(s, t) -> length(quote(0))", 2, k1662 },
  { "(s, t) -> substring(printf('%#.3g', '-0'), -2)", 2, k1663 },
  { "(s, t) -> round((s LIKE t) IS NOT NULL)", 2, k1664 },
  { "(s, t) -> like('%_%', printf('%d', replace(s, s, '-')))", 2, k1665 },
  { "(s, t) -> coalesce(s, ~(NOT t))", 2, k1666 },
  { "(s, t) -> instr(format('% d|%-6i|', s NOT NULL, hex('AbC')) LIKE '%b%' ESCAPE '\134', typeof(t))", 2, k1667 },
  { "(s, t) -> max(like('x%', CAST(-3.75 AS INTEGER)), ~instr(s, x'6162'), 'x')", 2, k1668 },
  { "(s, t) -> (abs(t LIKE 'A_C' ESCAPE '\134') + (s | s)) IS NOT nullif(s, s)", 2, k1669 },
  { "(s, t) -> (hex(s) | unicode(2.5)) LIKE '%_%' ESCAPE '\134'", 2, k1670 },
  { "(s, t) -> trim(trim(3, 'abc') LIKE 'x\134%')", 2, k1671 },
  { "(s, t) -> format('%#.3g', ' ' NOT BETWEEN t AND s) ISNULL", 2, k1672 },
  { "(s, t) -> abs((-9223372036854775807) COLLATE RTRIM < t)", 2, k1673 },
  { "(s, t) -> (t LIKE '%x' ESCAPE '\134') NOT NULL", 2, k1674 },
  { "(s, t) -> round('1abc' != (s / 'x'))", 2, k1675 },
  { "(s, t) -> substring(char(0, unicode(s)), -9223372036854775807, 3)", 2, k1676 },
  { "(s, t) -> (CAST(hex(9223372036854775807) AS INTEGER) NOT GLOB '[a-]*') LIKE '%\346\227\245%'", 2, k1677 },
  { "(s, t) -> lower(like('abc', t) IS NULL)", 2, k1678 },
  { "(s, t) -> length(rtrim(7, s))", 2, k1679 },
  { "(s, t) -> CAST(replace('abc', round(t, 1), '') AS REAL)", 2, k1680 },
  { "(s, t) -> trim(trim(t IS NOT t, '1e3'))", 2, k1681 },
  { "(s, t) -> abs('3') LIKE '%\346\227\245%' ESCAPE '\134'", 2, k1682 },
  { "(s, t) -> instr(substr(t, -1, 3) GLOB '*\346\227\245*', upper(1))", 2, k1683 },
  { "(s, t) -> nullif(nullif(-0.0, '1e3'), substring(t, 0, 0))", 2, k1684 },
  { "(s, t) -> hex(CASE ' 12 ' WHEN t THEN max((-1) COLLATE NOCASE, t) LIKE '%\346\227\245%' ESCAPE '\134' WHEN upper((x'6162') NOT IN (s, s)) THEN 'abc' ELSE coalesce(instr(1.0, s), ltrim(-1)) END)", 2, k1685 },
  { "(s, t) -> CASE WHEN 'abc' & s THEN t END", 2, k1686 },
  { "(s, t) -> '' || quote(hex(replace(-9223372036854775807, t, '\303\251')))", 2, k1687 },
  { "(s, t) -> max('\303\251\346\227\245' IS NOT t, t GLOB '*', 3)", 2, k1688 },
  { "(s, t) -> trim(length('3'), s NOT GLOB '\077*')", 2, k1689 },
  { "(s, t) -> abs(-3.75) NOT NULL", 2, k1690 },
  { "(s, t) -> nullif(NULL COLLATE NOCASE, ifnull(s, -3.75) COLLATE NOCASE = iif(s, 100, 1e15))", 2, k1691 },
  { "(s, t) -> nullif(iif(1.0, quote(s = s), (9223372036854775807 != t) COLLATE RTRIM >= s) COLLATE NOCASE, like(t, s))", 2, k1692 },
  { "(s, t) -> iif(3, CASE WHEN unicode(iif(t, 7, 'AbC')) THEN format('%Q', s NOT BETWEEN '\303\251\346\227\245' AND 2) ELSE like('_', (x'') NOT GLOB '[a-]*') END, NOT (~min('x' COLLATE NOCASE, 2.5)))", 2, k1693 },
  { "(s, t) -> coalesce(CASE WHEN s THEN t ELSE 100 END, trim(t, 1)) <= 2.5", 2, k1694 },
  { "(s, t) -> (CASE WHEN nullif('x', unicode(' 12 ')) THEN like('abc', 'x') END) <= (min(t, unicode(t) COLLATE NOCASE) NOT GLOB '\077*')", 2, k1695 },
  { "(s, t) -> length(CASE replace(0, 0, 1) WHEN t THEN t NOT IN (s, t) WHEN instr(s, 100) THEN s ELSE ltrim(s, '\303\251\346\227\245') END)", 2, k1696 },
  { "(s, t) -> char(65, unicode(nullif('-0' COLLATE RTRIM, s) NOT GLOB '[a-]*'))", 2, k1697 },
  { "(s, t) -> iif(max(substring(7, NULL), ~s), max(abs('a%'), t COLLATE RTRIM), CASE WHEN iif(s, 0.1, 1e15) THEN trim(s, ' 12 ') END)", 2, k1698 },
  { "(s, t) -> char(1114112, unicode(9223372036854775807))", 2, k1699 },
  { "(s, t) -> CASE WHEN typeof(x'') THEN 0.1 END", 2, k1700 },
  { "(s, t) -> max((-0.0) NOT GLOB 'x*', unicode(CASE t WHEN s THEN 'AbC' WHEN 3 THEN t ELSE -0.0 END), s)", 2, k1701 },
  { "(s, t) -> ' ' != abs('abc' >> s)", 2, k1702 },
  { "(s, t) -> length(((-9223372036854775807) | char(1114112, unicode('2.5'))) % (9223372036854775807 COLLATE NOCASE < char(1114112, unicode('x'))))", 2, k1703 },
  { "(s, t) -> '1e3' LIKE lower(t) ESCAPE '\134'", 2, k1704 },
  { "(s, t) -> ltrim('%', substr(t, NULL, -9223372036854775807))", 2, k1705 },
  { "(s, t) -> CAST(char(0x1F600, unicode(char(1114112, unicode(substr(s, '2'))))) AS REAL)", 2, k1706 },
  { "(s, t) -> nullif(x'', CAST(s AS BLOB))", 2, k1707 },
  { "(s, t) -> lower(typeof(length('1e3')))", 2, k1708 },
  { "(s, t) -> +2.5", 2, k1709 },
  { "(s, t) -> CAST(like('%\134_%', '%' | '3') AS INTEGER)", 2, k1710 },
  { "(s, t) -> CASE min(s, 100 COLLATE NOCASE) WHEN '_' THEN length(t) WHEN ltrim(t, t) THEN -1 ELSE CASE s WHEN t THEN -1 WHEN x'6162' THEN s ELSE t END END", 2, k1711 },
  { "(s, t) -> CAST(abs(CASE 7 WHEN 0.1 THEN quote('0x1F') WHEN '3' <> t THEN s ELSE s / 'abc' END) AS TEXT)", 2, k1712 },
  { "(s, t) -> rtrim((s COLLATE NOCASE != (-3.75)) LIKE 'abc' ESCAPE '\134', iif(0.1, 1.0, 'AbC'))", 2, k1713 },
  { "(s, t) -> char(0x1F600, unicode(format('%c', '%'))) NOT BETWEEN coalesce(t, ltrim(1e15)) AND (x'')", 2, k1714 },
  { "(s, t) -> nullif(substr(CASE WHEN t ISNULL THEN s ELSE iif('3', t, t) END, 5), (min((-1) COLLATE NOCASE, s) NOT GLOB t) COLLATE BINARY IS abs(min(' 12 ', s COLLATE NOCASE)))", 2, k1715 },
  { "(s, t) -> nullif(s, 100 <= (NOT ((-3.75) LIKE 'a%' ESCAPE '\134')))", 2, k1716 },
  { "(s, t) -> (x'6162') COLLATE BINARY != like('%\303\226%', coalesce(s, t) IN (trim('2.5', t), '0x1F'))", 2, k1717 },
  { "(s, t) -> CASE WHEN nullif(-9223372036854775807, ifnull(t, ' ')) THEN substring(CASE WHEN -0.0 THEN 0.1 END, '2', -9223372036854775807) END", 2, k1718 },
  { "(s, t) -> instr(abs(s), s COLLATE RTRIM IS '%')", 2, k1719 },
  { "(s, t) -> rtrim(min(like('%c', s), (s LIKE 'a%' ESCAPE '\134') COLLATE RTRIM)) NOT BETWEEN (1e15 LIKE '_b_') AND s", 2, k1720 },
  { "(s, t) -> (~s) < s", 2, k1721 },
  { "(s, t) -> replace(like('a%', s) IN (-'abc', '0x1F'), unicode('1abc'), NULL)", 2, k1722 },
  { "(s, t) -> max(NULL, s) NOT LIKE '%\303\226%'", 2, k1723 },
  { "(s, t) -> trim(char(0, unicode(replace('3', 100, '\303\251'))))", 2, k1724 },
  { "(s, t) -> ltrim(round(substring(-0.0, 3, 1.5)), hex('1e3'))", 2, k1725 },
  { "(s, t) -> length(substr('0x1F', NULL) IS '2.5')", 2, k1726 },
  { "(s, t) -> NOT typeof(upper(x''))", 2, k1727 },
  { "(s, t) -> rtrim(NOT s)", 2, k1728 },
  { "(s, t) -> substring(t < 2.5, -2)", 2, k1729 },
  { "(s, t) -> lower(x'6162') % t", 2, k1730 },
  { "(s, t) -> instr(like('%c', substring('\303\251\346\227\245' NOT GLOB t, 9223372036854775807)), +s)", 2, k1731 },
  { "(s, t) -> like('%_%', instr('2.5', t))", 2, k1732 },
  { "(s, t) -> iif(CAST(round(0) AS INTEGER), min((-3.75) COLLATE RTRIM != '%', (s IN ('', t)) COLLATE RTRIM), ifnull('0x1F', NULL) LIKE 'abc' ESCAPE '\134')", 2, k1733 },
  { "(s, t) -> ('%' NOT IN (1e15, 'AbC')) NOT IN (s, s)", 2, k1734 },
  { "(s, t) -> nullif(char(233, unicode(min(NOT 2, round(s, NULL), 2))), 9223372036854775807)", 2, k1735 },
  { "(s, t) -> abs(nullif(1e15 COLLATE NOCASE, t))", 2, k1736 },
  { "(s, t) -> iif(s, 0.1 NOT LIKE t, iif(s, '0x1F', s))", 2, k1737 },
  { "(s, t) -> (NOT t) NOT IN (hex(x'6162'), s)", 2, k1738 },
  { "(s, t) -> min(substr(2, 1, -2) BETWEEN ((-1) NOT LIKE '%\346\227\245%') AND s, NOT '1e3')", 2, k1739 },
  { "(s, t) -> like('%x', s) AND length(s)", 2, k1740 },
  { "(s, t) -> iif('\303\251\346\227\245', unicode(s), t)", 2, k1741 },
  { "(s, t) -> +' 12 '", 2, k1742 },
  { "(s, t) -> CASE -3.75 WHEN t THEN x'6162' WHEN t THEN s ELSE s END * (NOT (x''))", 2, k1743 },
  { "(s, t) -> NOT (CASE replace(t, s, '') WHEN 2.5 THEN 2 AND (-9223372036854775807) WHEN substring(t, -9223372036854775807) THEN t ELSE s COLLATE BINARY != 7 END)", 2, k1744 },
  { "(s, t) -> lower(format('%%%s', t))", 2, k1745 },
  { "(s, t) -> substring(ltrim('1abc', s), '2', 2)", 2, k1746 },
  { "(s, t) -> (CASE WHEN CASE WHEN t THEN t ELSE 1.0 END THEN min('2.5', '-0' COLLATE NOCASE) ELSE ' 12 ' END) NOT IN ((t NOT GLOB '\077*') COLLATE NOCASE != (9223372036854775807 / t), 'a%')", 2, k1747 },
  { "(s, t) -> ~format('%%%s', 7)", 2, k1748 },
  { "(s, t) -> substring(trim('abc'), '2')", 2, k1749 },
  { "(s, t) -> (s BETWEEN 7 AND 'x') IN (' 12 ', s)", 2, k1750 },
  { "(s, t) -> abs(t) IS NOT (+1.0)", 2, k1751 },
  { "(s, t) -> NOT abs(s)", 2, k1752 },
  { "(s, t) -> substring(CASE WHEN t THEN s ELSE t END, -2)", 2, k1753 },
  { "(s, t) -> (CASE WHEN CASE s WHEN t THEN 7 WHEN 'abc' THEN 100 ELSE t END THEN 'abc' > t END) IS 2.5", 2, k1754 },
  { "(s, t) -> quote(s NOT IN (t, t))", 2, k1755 },
  { "(s, t) -> hex(instr('%', s))", 2, k1756 },
  { "(s, t) -> (s COLLATE NOCASE IS (-1)) NOT LIKE '_b_'", 2, k1757 },
  { "(s, t) -> trim((2.5 NOT LIKE 'x%') | t, s)", 2, k1758 },
  { "(s, t) -> replace(trim(9223372036854775807 LIKE '%\346\227\245%', '\303\251\346\227\245' LIKE '' ESCAPE '\134'), s, '\303\251') IN (min(iif(1e15, s, t), NOT s) IN (substring(substr(s, 1, 9223372036854775807), 9223372036854775807), '0x1F'), '-0')", 2, k1759 },
  { "(s, t) -> length(t) BETWEEN substr(upper(t), 9223372036854775807, 1) AND t", 2, k1760 },
  { "(s, t) -> substring(s, NULL)", 2, k1761 },
  { "(s, t) -> printf('%d', nullif(length(nullif('0x1F', s)), round(like('%b%', s))))", 2, k1762 },
  { "(s, t) -> abs(iif(t NOT BETWEEN '-0' AND s, s + t, CASE s WHEN s THEN 0.1 WHEN s THEN s ELSE 'abc' END) NOT IN ((NOT s) NOT BETWEEN t AND t, t))", 2, k1763 },
  { "(s, t) -> ltrim(-3.75, t) IN (max(s COLLATE NOCASE, s), s)", 2, k1764 },
  { "(s, t) -> (1 <= t) COLLATE NOCASE IS char(NULL, unicode(s))", 2, k1765 },
  { "(s, t) -> typeof(nullif(nullif(s, x'6162') COLLATE RTRIM, hex(t)))", 2, k1766 },
  { "(s, t) -> ltrim(replace(char(233, unicode('-0')), like('', s), '-'), unicode('AbC'))", 2, k1767 },
  { "(s, t) -> hex(max(CASE WHEN '' == s THEN ifnull('a%', t) ELSE s END, lower(1 NOT LIKE '%c') COLLATE RTRIM))", 2, k1768 },
  { "(s, t) -> coalesce(char(NULL, unicode(t)), replace(t COLLATE RTRIM = '', format('%.3s', s), '-'))", 2, k1769 },
  { "(s, t) -> substr('%' BETWEEN ((' ' NOTNULL) BETWEEN (~'AbC') AND s) AND (x'6162'), 1, 0)", 2, k1770 },
  { "(s, t) -> CASE max(CASE 1 IS NULL WHEN s THEN s LIKE '%c' ESCAPE '\134' WHEN nullif(s COLLATE NOCASE, s) THEN t ELSE abs(x'6162') END, t, s) WHEN 0.1 THEN hex(replace(s, s, '-') NOT LIKE t) WHEN nullif(replace(substring(-1, 5, t), t, 'XY') COLLATE RTRIM, s) THEN -3.75 ELSE '3' END", 2, k1771 },
  { "(s, t) -> printf('%c', iif(typeof(s) BETWEEN char(NULL, unicode(-9223372036854775807)) AND s, s * like('%_%', t), length('\303\251\346\227\245' >> t)))", 2, k1772 },
  { "(s, t) -> CASE WHEN +min('1e3', s COLLATE NOCASE) THEN typeof(s) ELSE coalesce(s != ' 12 ', instr(t, 1)) END", 2, k1773 },
  { "(s, t) -> t LIKE '%x'", 2, k1774 },
  { "(s, t) -> t NOT LIKE '_'", 2, k1775 },
  { "(s, t) -> (s COLLATE BINARY < s) AND (CASE s WHEN s THEN t WHEN s THEN t ELSE -9223372036854775807 END)", 2, k1776 },
  { "(s, t) -> char(-1, unicode(t)) >> ltrim(t, 'AbC')", 2, k1777 },
  { "(s, t) -> unicode(rtrim(t, x'6162'))", 2, k1778 },
  { "(s, t) -> typeof(rtrim(ifnull('x', t)))", 2, k1779 },
  { "(s, t) -> coalesce(1, max('1e3', t COLLATE RTRIM) NOT IN (' 12 ' NOT GLOB '*', s))", 2, k1780 },
  { "(s, t) -> hex(abs(replace(s BETWEEN '2.5' AND 'AbC', '2.5' BETWEEN s AND '\303\251\346\227\245', '-')))", 2, k1781 },
  { "(s, t) -> -min(t | s, hex(s) COLLATE RTRIM)", 2, k1782 },
  { "(s, t) -> nullif((((x'') IN ('AbC', ' ')) NOT GLOB t) / substring(s LIKE lower(t) ESCAPE '\134', 5, 9223372036854775807), min((abs('1e3') IN (CASE WHEN 0.1 THEN 2.5 END, s)) COLLATE NOCASE, s))", 2, k1783 },
  { "(s, t) -> length(char(233, unicode(hex((-0.0) COLLATE RTRIM < t))))", 2, k1784 },
  { "(s, t) -> abs(round(t, -9223372036854775807))", 2, k1785 },
  { "(s, t) -> replace(like('%c', lower(t)), min(t, s), 1)", 2, k1786 },
  { "(s, t) -> abs(rtrim(9223372036854775807, s) LIKE 'x\134%')", 2, k1787 },
  { "(s, t) -> nullif(min(t, ((t - t) IN ('2.5', t)) COLLATE RTRIM), 1e15)", 2, k1788 },
  { "(s, t) -> char(233, unicode(max(s, t)))", 2, k1789 },
  { "(s, t) -> NOT nullif(1e15 COLLATE NOCASE, s)", 2, k1790 },
  { "(s, t) -> min(~length('_'), 1e15 COLLATE RTRIM IS t)", 2, k1791 },
  { "(s, t) -> coalesce(s, -s)", 2, k1792 },
  { "(s, t) -> abs(NOT s)", 2, k1793 },
  { "(s, t) -> min(s, CASE WHEN substr(s, 0) THEN s END)", 2, k1794 },
  { "(s, t) -> CASE t IN (t, s) WHEN s THEN iif(s, ' 12 ', s) WHEN substring(0.1, 2) THEN s ELSE trim(-1, '_') END * t", 2, k1795 },
  { "(s, t) -> like('x\134%', (t NOT NULL) IS NULL)", 2, k1796 },
  { "(s, t) -> nullif(unicode(rtrim(-1, s)) COLLATE NOCASE, coalesce(min(1 COLLATE NOCASE, -0.0), '_' * '\303\251\346\227\245'))", 2, k1797 },
  { "(s, t) -> nullif(max((t GLOB upper(t)) COLLATE NOCASE, t IN (1, '%')), CASE format('%10.4e', 'x') WHEN '%' THEN s GLOB '\077*' WHEN 0.1 COLLATE BINARY != s THEN t ELSE s NOTNULL END)", 2, k1798 },
  { "(s, t) -> substr(-3.75, -1)", 2, k1799 },
  { "(s, t) -> like('%', max(s, (s & t) COLLATE RTRIM))", 2, k1800 },
  { "(s, t) -> CAST(hex(s) AS NUMERIC)", 2, k1801 },
  { "(s, t) -> rtrim(s, min(t, (-9223372036854775807) COLLATE NOCASE))", 2, k1802 },
  { "(s, t) -> (+s) LIKE '_b_'", 2, k1803 },
  { "(s, t) -> min(substring('abc', 64), round(s, -1) COLLATE RTRIM)", 2, k1804 },
  { "(s, t) -> CAST(like('a%', '2.5') AS TEXT)", 2, k1805 },
  { "(s, t) -> min(1.0, t) == typeof(s)", 2, k1806 },
  { "(s, t) -> like('%\303\226%', s)", 2, k1807 },
  { "(s, t) -> replace(like('%\303\226%', char(65, unicode(s))), substring(s, 1), '-')", 2, k1808 },
  { "(s, t) -> instr(max(s, '' COLLATE NOCASE), nullif((-3.75) COLLATE NOCASE, s))", 2, k1809 },
  { "(s, t) -> hex(upper(s NOT IN (s, s))) >> replace(s, substr(-3.75, 9223372036854775807), '')", 2, k1810 },
  { "(s, t) -> CASE WHEN substring(s = t, 64) THEN 1.0 ELSE nullif((NOT 2.5) COLLATE RTRIM, rtrim(t)) END", 2, k1811 },
  { "(s, t) -> instr(instr(upper(s), length(s)) << max((NOT (-1)) COLLATE RTRIM, length(t)), substr(t, 9223372036854775807, 1.5))", 2, k1812 },
  { "(s, t) -> iif(round(NOT 100), s, iif(iif(s, 2.5, 'x'), substr(t, -2), iif(2, t, -1)))", 2, k1813 },
  { "(s, t) -> max(min(unicode(s), substr(' ', 5, 0)), ((x'6162') != s) LIKE 'abc' ESCAPE '\134')", 2, k1814 },
  { "(s, t) -> (substring(s, 1.5) & t) NOT LIKE '%\134_%'", 2, k1815 },
  { "(s, t) -> like('%\346\227\245%', format('%.3s', -(t LIKE lower(t) ESCAPE '\134')))", 2, k1816 },
  { "(s, t) -> substr(unicode(s GLOB '\077*'), 2)", 2, k1817 },
  { "(s, t) -> typeof(upper(upper('1e3')))", 2, k1818 },
  { "(s, t) -> instr(s, lower(2))", 2, k1819 },
  { "(s, t) -> nullif('0x1F' LIKE t ESCAPE '\134', (-9223372036854775807) NOT IN (t, s))", 2, k1820 },
  { "(s, t) -> (NOT (instr(s, '1e3') GLOB '[!a]*')) NOT GLOB '[a-]*'", 2, k1821 },
  { "(s, t) -> CAST(ifnull(0, s) AS NUMERIC)", 2, k1822 },
  { "(s, t) -> 7 LIKE '%c'", 2, k1823 },
  { "(s, t) -> abs(3)", 2, k1824 },
  { "(s, t) -> quote(NOT ltrim(x'6162'))", 2, k1825 },
  { "(s, t) -> max(like('x\134%', s) COLLATE NOCASE, (-9223372036854775807) IS NULL)", 2, k1826 },
  { "(s, t) -> iif((unicode(' 12 ') NOT GLOB t) NOT LIKE 'A_C', CASE WHEN NULL THEN coalesce(iif(t, '1e3', '\303\251\346\227\245'), lower(' ')) ELSE substring(t, 1.5, '2') IS NOT substr(NULL, 64) END, min(CAST(iif(s, t, '') AS NUMERIC), s COLLATE RTRIM))", 2, k1827 },
  { "(s, t) -> typeof(min(quote(s) COLLATE NOCASE, 2 NOT GLOB 'x*') IS NOT NULL)", 2, k1828 },
  { "(s, t) -> char(233, unicode(s)) << t", 2, k1829 },
  { "(s, t) -> char(NULL, unicode(round(format('%#o', '3'), -1)))", 2, k1830 },
  { "(s, t) -> (2 != s) & substr(0, 0)", 2, k1831 },
  { "(s, t) -> substring(t, 64) NOT IN (hex(s), '%')", 2, k1832 },
  { "(s, t) -> nullif(min(s NOT IN (t, t), like('%\134_%', t), t), rtrim(s))", 2, k1833 },
  { "(s, t) -> CASE WHEN abs(s) THEN instr(char(-1, unicode('1abc')), s IS NOT '\303\251\346\227\245') ELSE ltrim(t, 0.1) IS NULL END", 2, k1834 },
  { "(s, t) -> hex(substr(NOT length(x'6162'), '2'))", 2, k1835 },
  { "(s, t) -> '1abc' * trim(round(s, 2), trim(t, -9223372036854775807))", 2, k1836 },
  { "(s, t) -> lower(max(s, -1, 100))", 2, k1837 },
  { "(s, t) -> min('\303\251\346\227\245' COLLATE NOCASE, nullif(s COLLATE RTRIM, x'6162')) BETWEEN char(-1, unicode(3)) AND s", 2, k1838 },
  { "(s, t) -> max(lower(t), s COLLATE RTRIM) OR CAST('-0' AS REAL)", 2, k1839 },
  { "(s, t) -> ifnull(round(substring(instr(t, 'AbC'), 0), 1.5), abs(CASE trim(-9223372036854775807, s) WHEN '%' THEN CASE t WHEN s THEN '\303\251\346\227\245' WHEN 'a%' THEN s ELSE 'a%' END WHEN 1.0 NOT GLOB '[^a]*' THEN s ELSE t END))", 2, k1840 },
  { "(s, t) -> ~1.0", 2, k1841 },
  { "(s, t) -> length(nullif(s, s) NOT LIKE lower(t))", 2, k1842 },
  { "(s, t) -> CASE abs(s) WHEN 'a%' THEN substr(t, 5, 1.5) WHEN 'x' NOTNULL THEN s ELSE nullif(s, s) END", 2, k1843 },
  { "(s, t) -> trim(char(233, unicode(round(s))), -0.0)", 2, k1844 },
  { "(s, t) -> length(abs(0 NOT LIKE ''))", 2, k1845 },
  { "(s, t) -> t IN (~s, '1e3')", 2, k1846 },
  { "(s, t) -> (ltrim(t, t) LIKE '_b_' ESCAPE '\134') >= (CASE WHEN ' 12 ' THEN substr(3, 5, -2) END)", 2, k1847 },
  { "(s, t) -> CASE WHEN iif(3, s, t) THEN trim('x') ELSE 9223372036854775807 COLLATE RTRIM <= 0.1 END", 2, k1848 },
  { "(s, t) -> substring(min(rtrim(s, s), (-3.75) COLLATE NOCASE), -1, 1.5)", 2, k1849 },
  { "(s, t) -> trim(max((NOT 100) < upper(1e15), CASE WHEN 0.1 THEN s NOTNULL ELSE replace(t, t, '-') END), NULL)", 2, k1850 },
  { "(s, t) -> rtrim(round(7, 9223372036854775807)) >> nullif('a%', unicode(s > s))", 2, k1851 },
  { "(s, t) -> like('x%', -3.75) LIKE 'A_C' ESCAPE '\134'", 2, k1852 },
  { "(s, t) -> iif('a%', CAST(instr('-0', s) AS REAL), NOT ((s AND s) COLLATE RTRIM > NULL))", 2, k1853 },
  { "(s, t) -> upper(-0.0)", 2, k1854 },
  { "(s, t) -> coalesce(typeof(min('AbC' COLLATE RTRIM, 100)), (t COLLATE RTRIM > s) IN (ifnull(s, s), ' '))", 2, k1855 },
  { "(s, t) -> max(s, t, 1.0) GLOB '*'", 2, k1856 },
  { "(s, t) -> hex(s)", 2, k1857 },
  { "(s, t) -> abs(round(rtrim(2)))", 2, k1858 },
  { "(s, t) -> like('', substr(s, -9223372036854775807, 1))", 2, k1859 },
  { "(s, t) -> abs(CASE WHEN -3.75 THEN s IS '0x1F' ELSE like('%\303\226%', t) END)", 2, k1860 },
  { "(s, t) -> iif(t IS NOT s, abs(s), CAST(t AS TEXT))", 2, k1861 },
  { "(s, t) -> unicode(CASE WHEN substring(7, 1.5) THEN t BETWEEN s AND '2.5' ELSE t IS NOT NULL END)", 2, k1862 },
  { "(s, t) -> (1.0 NOT LIKE 'x%') NOTNULL", 2, k1863 },
  { "(s, t) -> CASE WHEN (-3.75) NOT GLOB '*\346\227\245*' THEN substring(x'', -9223372036854775807) ELSE NOT ' ' END", 2, k1864 },
  { "(s, t) -> min(s, ' ' COLLATE RTRIM) NOT IN (9223372036854775807 AND s, x'')", 2, k1865 },
  { "(s, t) -> instr(-(s LIKE 'x%' ESCAPE '\134'), s || t)", 2, k1866 },
  { "(s, t) -> -(NOT nullif(t COLLATE RTRIM, '-0'))", 2, k1867 },
  { "(s, t) -> t NOT GLOB '*[]x]*'", 2, k1868 },
  { "(s, t) -> substr(round(NOT 1), 64, 64)", 2, k1869 },
  { "(s, t) -> replace(coalesce(s, 1e15), s IS '2.5', NULL)", 2, k1870 },
  { "(s, t) -> iif(CAST(-0.0 AS NUMERIC), CASE WHEN x'6162' THEN 1 END, length(s)) >= 7", 2, k1871 },
  { "(s, t) -> format('%s-%s', '', substring(round(t), -2))", 2, k1872 },
  { "(s, t) -> max(length(s), substr(t, '2'))", 2, k1873 },
  { "(s, t) -> (quote(hex('%')) > replace(t IS NOT NULL, round(t), '')) NOT GLOB '[^a]*'", 2, k1874 },
  { "(s, t) -> min(hex(like('%\346\227\245%', iif(s, s, s))), ltrim(length(t), substring('AbC', -1, 1)))", 2, k1875 },
  { "(s, t) -> unicode(max(nullif((NOT t) COLLATE NOCASE, hex(s)), instr(char(65, unicode(s)), rtrim(s)), s))", 2, k1876 },
  { "(s, t) -> ((s IS NOT s) LIKE lower(t) ESCAPE '\134') OR ((-9223372036854775807) AND nullif((x'') COLLATE NOCASE, s))", 2, k1877 },
  { "(s, t) -> like(t, printf('%-8s|', t IS NOT NULL))", 2, k1878 },
  { "(s, t) -> CASE like('%\303\226%', -9223372036854775807) WHEN -0.0 THEN NOT t WHEN s THEN 'a%' ELSE s LIKE '%\346\227\245%' END", 2, k1879 },
  { "(s, t) -> (CASE max(s == t, hex('x') COLLATE NOCASE) WHEN '-0' THEN substr(t, 64, 2) WHEN substring(hex(s), 9223372036854775807, -9223372036854775807) THEN 1e15 ELSE substring(CASE WHEN 1 THEN s END, 0, 2) END) || t", 2, k1880 },
  { "(s, t) -> min(coalesce(upper(t), ltrim(9223372036854775807)) || (CASE -1 WHEN s THEN t WHEN s THEN 1e15 ELSE s END) NOT IN (format('%.*s', -9223372036854775807, t), s), instr(s, replace('abc', '-0', '-')))", 2, k1881 },
  { "(s, t) -> ('' != CASE s WHEN s THEN max(-1, t COLLATE RTRIM) WHEN t THEN t ELSE s END) NOT GLOB '[^a]*'", 2, k1882 },
  { "(s, t) -> (-9223372036854775807) NOT LIKE 'x%'", 2, k1883 },
  { "(s, t) -> printf('%#x', max(NOT (x''), t COLLATE RTRIM))", 2, k1884 },
  { "(s, t) -> length((1e15 > s) NOT BETWEEN (CASE WHEN t THEN NULL ELSE 2 END) AND 7)", 2, k1885 },
  { "(s, t) -> length(iif(max('x' COLLATE RTRIM, s), substr(s, NULL, NULL), s))", 2, k1886 },
  { "(s, t) -> nullif(round(length(s)) NOT GLOB '[!a]*', substr(max((CASE WHEN 1e15 THEN s ELSE s END) COLLATE RTRIM, (-0.0) BETWEEN t AND t), 9223372036854775807))", 2, k1887 },
  { "(s, t) -> unicode(char(65, unicode(min(like('x%', s), 0.1))))", 2, k1888 },
  { "(s, t) -> abs(round(substring(char(65, unicode(t)), 3, 3)))", 2, k1889 },
  { "(s, t) -> typeof(s NOT BETWEEN min(CAST('abc' AS TEXT), typeof('_'), t) AND (x'6162'))", 2, k1890 },
  { "(s, t) -> rtrim('x', t LIKE '%\134_%' ESCAPE '\134')", 2, k1891 },
  { "(s, t) -> CAST(t LIKE 'abc' AS TEXT)", 2, k1892 },
  { "(s, t) -> substr(format('%5.2f', like(t, t) IS NULL), -2)", 2, k1893 },
  { "(s, t) -> substr(-length(' 12 ' NOT BETWEEN s AND s), 9223372036854775807, t)", 2, k1894 },
  { "(s, t) -> CASE WHEN s THEN printf('%Q', 3) NOT BETWEEN (t IS s) AND s END", 2, k1895 },
  { "(s, t) -> like('A_C', round(1e15, -1))", 2, k1896 },
  { "(s, t) -> ltrim(format('%5.2f', (x'6162') IS NULL))", 2, k1897 },
  { "(s, t) -> substr(s, 5, NULL)", 2, k1898 },
  { "(s, t) -> rtrim(~2.5, s COLLATE BINARY >= '2.5')", 2, k1899 },
  { "(s, t) -> upper((~s) IS NOT NULL)", 2, k1900 },
  { "(s, t) -> ltrim(~lower(1))", 2, k1901 },
  { "(s, t) -> '3' ISNULL", 2, k1902 },
  { "(s, t) -> like(lower(t), round(char(NULL, unicode(-1)), -2))", 2, k1903 },
  { "(s, t) -> (CASE WHEN s THEN t ELSE t END) LIKE '%c' ESCAPE '\134'", 2, k1904 },
  { "(s, t) -> coalesce(char(NULL, unicode(ifnull(substr(s, 9223372036854775807), round(s, 9223372036854775807)))), nullif(CASE WHEN t THEN x'' ELSE printf('%q', s) END, ('a%' LIKE '%_%') LIKE '_'))", 2, k1905 },
  { "(s, t) -> hex(CASE 7 = s WHEN t THEN max(t, t, '2.5') WHEN unicode(t) THEN t ELSE (-0.0) LIKE '_b_' ESCAPE '\134' END)", 2, k1906 },
  { "(s, t) -> ((CASE ifnull(t, '3') WHEN '-0' THEN -t WHEN CASE WHEN s THEN 1e15 END THEN -3.75 ELSE s LIKE '%\303\226%' END) GLOB '*[]x]*') NOT GLOB '*\346\227\245*'", 2, k1907 },
  { "(s, t) -> CAST(char(0, unicode(t)) AS NUMERIC)", 2, k1908 },
  { "(s, t) -> t | ((abs(s) NOT GLOB '*x') COLLATE BINARY != (CASE WHEN quote(t) THEN like('%\346\227\245%', 2) END))", 2, k1909 },
  { "(s, t) -> s IS ('3' < t)", 2, k1910 },
  { "(s, t) -> NOT s | (x'') NOT LIKE '%b%'", 2, k1911 },
  { "(s, t) -> char(0x1F600, unicode(char(1114112, unicode(3 NOT LIKE '%')) LIKE 'A_C'))", 2, k1912 },
  { "(s, t) -> instr(upper('1e3'), 1.0 BETWEEN s AND t)", 2, k1913 },
  { "(s, t) -> CAST(like('%c', s) AS TEXT)", 2, k1914 },
  { "(s, t) -> s LIKE 'a%'", 2, k1915 },
  { "(s, t) -> min(2, s COLLATE NOCASE) COLLATE BINARY <= unicode(s)", 2, k1916 },
  { "(s, t) -> nullif(CAST(s AS NUMERIC) NOT LIKE '_', 'abc')", 2, k1917 },
  { "(s, t) -> max(typeof(t), (s COLLATE BINARY > t) COLLATE RTRIM)", 2, k1918 },
  { "(s, t) -> like('', min(NOT 'x', ' 12 ' LIKE '%c' ESCAPE '\134'))", 2, k1919 },
  { "(s, t) -> substring('', 1, 2)", 2, k1920 },
  { "(s, t) -> max(t COLLATE RTRIM, replace(' 12 ', t, NULL))", 2, k1921 },
  { "(s, t) -> min(t NOT GLOB '*', t COLLATE NOCASE)", 2, k1922 },
  { "(s, t) -> hex(t) OR char(65, unicode('1abc'))", 2, k1923 },
  { "(s, t) -> length(s >= 1)", 2, k1924 },
  { "(s, t) -> t << length(abs(s))", 2, k1925 },
  { "(s, t) -> ('a%' NOT LIKE 'abc') IS NOT (s ISNULL)", 2, k1926 },
  { "(s, t) -> like('x%', 1.0 BETWEEN t AND s)", 2, k1927 },
  { "(s, t) -> char(0x1F600, unicode(t LIKE '' ESCAPE '\134')) NOT GLOB '*x'", 2, k1928 },
  { "(s, t) -> char(65, unicode(lower(trim(s))))", 2, k1929 },
  { "(s, t) -> round(ifnull(s, 'abc'), 1.5) > (CASE WHEN replace(s, t, '\303\251') THEN like(lower(t), '_') ELSE s COLLATE RTRIM >= 1e15 END)", 2, k1930 },
  { "(s, t) -> '1e3' * unicode(1e15)", 2, k1931 },
  { "(s, t) -> ~substr((1.0 & s) / min(0, s COLLATE NOCASE), -9223372036854775807)", 2, k1932 },
  { "(s, t) -> printf('%Q', s) != (((t NOT GLOB '[!a]*') COLLATE BINARY > CAST('x' AS INTEGER)) NOT BETWEEN max(substr(9223372036854775807, 1), format('%5c', 3) COLLATE NOCASE) AND 'x')", 2, k1933 },
  { "(s, t) -> instr(s NOT BETWEEN s AND s, unicode(1e15))", 2, k1934 },
  { "(s, t) -> NOT CAST(NOT t AS BLOB)", 2, k1935 },
  { "(s, t) -> replace(ltrim(char(233, unicode(s)), t), 0, '\303\251')", 2, k1936 },
  { "(s, t) -> substring(t, 5, 5)", 2, k1937 },
  { "(s, t) -> hex(replace('abc', s NOT LIKE 'x\134%', 1))", 2, k1938 },
  { "(s, t) -> max(rtrim(s LIKE 'a%' ESCAPE '\134', min(s, t COLLATE RTRIM)) COLLATE NOCASE, hex(typeof(t)))", 2, k1939 },
  { "(s, t) -> quote(char(0, unicode(s)))", 2, k1940 },
  { "(s, t) -> replace(length(s), instr('_', ''), 'XY') = lower(hex(9223372036854775807) LIKE '%b%')", 2, k1941 },
  { "(s, t) -> iif(t NOT BETWEEN NULL AND t, (-1) >= s, CASE s WHEN 1 THEN '-0' WHEN s THEN NULL ELSE 0.1 END)", 2, k1942 },
  { "(s, t) -> like('%b%', max('\303\251\346\227\245', 7 COLLATE RTRIM))", 2, k1943 },
  { "(s, t) -> nullif(('a%' > '_') LIKE '%\134_%' ESCAPE '\134', s COLLATE RTRIM <= (NOT t)) ISNULL", 2, k1944 },
  { "(s, t) -> substr((x'') OR substr(s, 5, -1), 3, -9223372036854775807)", 2, k1945 },
  { "(s, t) -> round(coalesce(like('A_C', 0.1), ' ' NOT GLOB '*[]x]*'))", 2, k1946 },
  { "(s, t) -> CAST(hex(t) NOT BETWEEN CAST(s AS NUMERIC) AND '-0' AS TEXT) IN (t / ((-' 12 ') IN (instr(-3.75, s), t)), s)", 2, k1947 },
  { "(s, t) -> max(char(0, unicode(t)) COLLATE NOCASE, CASE s WHEN 3 THEN -3.75 WHEN s THEN s ELSE -3.75 END) IS NOT (abs(x'') IS NOT s)", 2, k1948 },
  { "(s, t) -> ~(0 AND t)", 2, k1949 },
  { "(s, t) -> NOT 'AbC'", 2, k1950 },
  { "(s, t) -> s AND (substr(0.1, '2') <> t BETWEEN quote(s) AND 1)", 2, k1951 },
  { "(s, t) -> format('%.2g', t NOT LIKE '_') IS NOT substring(printf('%g', t), -2)", 2, k1952 },
  { "(s, t) -> rtrim(unicode(hex(s LIKE 'A_C' ESCAPE '\134')))", 2, k1953 },
  { "(s, t) -> nullif(char(233, unicode(1.0)) COLLATE NOCASE, length(t))", 2, k1954 },
  { "(s, t) -> instr(abs(rtrim(substring(9223372036854775807, t, '2'), 0.1 LIKE '%\303\226%' ESCAPE '\134')), s)", 2, k1955 },
  { "(s, t) -> hex(NOT (s LIKE 'x\134%' ESCAPE '\134'))", 2, k1956 },
  { "(s, t) -> NOT char(0, unicode(9223372036854775807 LIKE '_b_' ESCAPE '\134'))", 2, k1957 },
  { "(s, t) -> substring(max(length(t), (t BETWEEN (-1) AND t) COLLATE RTRIM) LIKE '_' ESCAPE '\134', 3, -2)", 2, k1958 },
  { "(s, t) -> instr(hex(s IS NOT s), CASE WHEN s THEN t END)", 2, k1959 },
  { "(s, t) -> ~substring(s, 9223372036854775807)", 2, k1960 },
  { "(s, t) -> format('%10.4e', substr('_', 9223372036854775807, -2))", 2, k1961 },
  { "(s, t) -> nullif(nullif(s, -9223372036854775807) COLLATE NOCASE, 'x' NOT NULL) & iif(s, 7, 1e15) != t", 2, k1962 },
  { "(s, t) -> ((-abs(s)) COLLATE RTRIM IS length(round(s, 1.5))) LIKE 'a%'", 2, k1963 },
  { "(s, t) -> nullif(substring(trim(1e15), -1), replace('0x1F' << t, '' LIKE '%_%', ''))", 2, k1964 },
  { "(s, t) -> abs(CASE WHEN CASE t WHEN 100 THEN 1e15 WHEN 0.1 THEN NULL ELSE s END THEN t LIKE '%x' ESCAPE '\134' END)", 2, k1965 },
  { "(s, t) -> typeof((7 IS NOT NULL) * rtrim(s, t))", 2, k1966 },
  { "(s, t) -> nullif(rtrim(like('%x', x'6162'), like('%\303\226%', t)), char(1114112, unicode(t))) << substring(CAST('2.5' LIKE '_' ESCAPE '\134' AS TEXT), -1)", 2, k1967 },
  { "(s, t) -> iif((CASE t LIKE '%\134_%' ESCAPE '\134' WHEN 3 THEN '-0' & s WHEN format('%5c', s) THEN t ELSE t NOT BETWEEN '1abc' AND s END) NOT BETWEEN nullif(NOT 3, -9223372036854775807) AND t, s, like('a%', -9223372036854775807))", 2, k1968 },
  { "(s, t) -> ltrim(hex(s) IS NULL) - ((unicode(t) IN (s LIKE '%c' ESCAPE '\134', 1.0)) % replace(7 NOT LIKE '%', s COLLATE NOCASE < t, ''))", 2, k1969 },
  { "(s, t) -> unicode(abs(t))", 2, k1970 },
  { "(s, t) -> NOT hex(CASE WHEN t THEN -9223372036854775807 ELSE 7 END)", 2, k1971 },
  { "(s, t) -> (max(3, t COLLATE RTRIM) != replace(t, s, 'XY')) NOT GLOB '*x'", 2, k1972 },
  { "(s, t) -> (t + 'a%') ISNULL", 2, k1973 },
  { "(s, t) -> (t COLLATE BINARY != s) BETWEEN max(s, 1 COLLATE NOCASE) AND s", 2, k1974 },
  { "(s, t) -> typeof(2)", 2, k1975 },
  { "(s, t) -> ~like('%c', s)", 2, k1976 },
  { "(s, t) -> typeof((NOT s) + round('3'))", 2, k1977 },
  { "(s, t) -> instr(substr(s, '2'), nullif(NULL, 1.0))", 2, k1978 },
  { "(s, t) -> replace(s, s, '') + max(s, t COLLATE NOCASE)", 2, k1979 },
  { "(s, t) -> lower(CAST(s AS BLOB))", 2, k1980 },
  { "(s, t) -> quote('1abc')", 2, k1981 },
  { "(s, t) -> max((x'') NOT BETWEEN max(t, s) AND t, '3' LIKE '' ESCAPE '\134' < '\303\251\346\227\245' BETWEEN t AND ' 12 ')", 2, k1982 },
  { "(s, t) -> nullif(substring(hex(length(s)), 3), typeof(length(CASE WHEN s THEN s ELSE t END)))", 2, k1983 },
  { "(s, t) -> 1.0 LIKE '%_%' ESCAPE '\134'", 2, k1984 },
  { "(s, t) -> unicode(nullif(100, ' '))", 2, k1985 },
  { "(s, t) -> substring(like('A_C', '\303\251\346\227\245'), 2) NOT GLOB 'a*'", 2, k1986 },
  { "(s, t) -> instr(min(NOT ' 12 ', substring('0x1F', 2, 3)), t != t)", 2, k1987 },
  { "(s, t) -> rtrim('_')", 2, k1988 },
  { "(s, t) -> nullif(substring(CASE WHEN t THEN '%' ELSE t END, 9223372036854775807, -1), CAST(s AS REAL) IS NULL)", 2, k1989 },
  { "(s, t) -> ltrim(unicode(s), ~'1e3')", 2, k1990 },
  { "(s, t) -> min(coalesce('a%', ifnull('%', s)), max(-0.0, nullif(9223372036854775807, s)))", 2, k1991 },
  { "(s, t) -> replace(s, format('%e', 7), 1)", 2, k1992 },
  { "(s, t) -> length(substr(t GLOB t, -9223372036854775807))", 2, k1993 },
  { "(s, t) -> length(nullif(0, t) BETWEEN char(1114112, unicode(t)) AND s)", 2, k1994 },
  { "(s, t) -> iif(t, (CASE WHEN t THEN '0x1F' END) NOT GLOB 'x*', coalesce(format('%g', s), substring(t, -2, '2')))", 2, k1995 },
  { "(s, t) -> (NOT hex(3 GLOB '[a-]*')) % nullif(CASE WHEN rtrim(t) THEN like('%_%', s) END, min('_', -9223372036854775807) + iif(-3.75, s, -0.0))", 2, k1996 },
  { "(s, t) -> hex(max(hex(t), s COLLATE NOCASE))", 2, k1997 },
  { "(s, t) -> like('A_C', ((-9223372036854775807) IN (3, s)) BETWEEN (NOT t) AND t)", 2, k1998 },
  { "(s, t) -> substring(nullif(0.1 COLLATE RTRIM, 100 NOT BETWEEN t AND t), 1.5) BETWEEN substring(t, 1, 3) AND 9223372036854775807", 2, k1999 },
  { "(s, t) -> ltrim(1)", 2, k2000 },
  { "(s, t) -> CASE t IN (s, s) WHEN '' THEN '1abc' WHEN +s THEN t ELSE instr(s, s) END", 2, k2001 },
  { "(s, t) -> (CASE CAST(upper(s) AS BLOB) WHEN x'' THEN max(s COLLATE NOCASE, CASE 100 WHEN 100 THEN s WHEN s THEN s ELSE 1.0 END) WHEN '_' NOT LIKE '%\134_%' THEN '-0' ELSE printf('%x|%o', like('%', ''), t) END) NOT GLOB 'a*'", 2, k2002 },
  { "(s, t) -> replace(+t, s, '')", 2, k2003 },
  { "(s, t) -> rtrim(ltrim(1, 'a%')) != rtrim(t)", 2, k2004 },
  { "(s, t) -> char(1114112, unicode(unicode(t)))", 2, k2005 },
  { "(s, t) -> substr(t IS (-3.75), 5, 1.5)", 2, k2006 },
  { "(s, t) -> trim(-9223372036854775807, (-0.0) < ' 12 ')", 2, k2007 },
  { "(s, t) -> -9223372036854775807 > s", 2, k2008 },
  { "(s, t) -> substring(s IN (s, t), 0)", 2, k2009 },
  { "(s, t) -> nullif(t, replace(CASE WHEN -9223372036854775807 THEN 7 END, -s, 1) ISNULL)", 2, k2010 },
  { "(s, t) -> ltrim(s LIKE 'abc', unicode('-0'))", 2, k2011 },
  { "(s, t) -> char(65, unicode('abc' IN (NOT printf('%c', s), s)))", 2, k2012 },
  { "(s, t) -> hex(CASE max('abc', s) IN (min(7, t), t) WHEN t THEN t WHEN t THEN s ELSE quote(s LIKE '%\346\227\245%' ESCAPE '\134') END)", 2, k2013 },
  { "(s, t) -> printf('%#x', max(lower(s), typeof(s) COLLATE NOCASE)) | lower(char(0, unicode(round('%'))))", 2, k2014 },
  { "(s, t) -> (NOT s) LIKE '%b%' ESCAPE '\134'", 2, k2015 },
  { "(s, t) -> format('%q', ltrim(CASE WHEN substring(s, '2', 1.5) THEN substr(s, -1, 64) ELSE s NOT NULL END, s))", 2, k2016 },
  { "(s, t) -> printf('%-8s|', lower('a%'))", 2, k2017 },
  { "(s, t) -> nullif(length('') BETWEEN (s ISNULL) AND (x'6162'), unicode(substr(s, t, 1)))", 2, k2018 },
  { "(s, t) -> hex('1abc') <= nullif(ltrim((x'6162') NOT IN ('-0', 7)), unicode(0.1) LIKE '_b_' ESCAPE '\134')", 2, k2019 },
  { "(s, t) -> length((3 >> 1e15) IS NOT t)", 2, k2020 },
  { "(s, t) -> CAST(abs(' ') AS INTEGER)", 2, k2021 },
  { "(s, t) -> ((+ifnull(s, s)) / '') IN (char(65, unicode(t << substring(t, -2, NULL))), s)", 2, k2022 },
  { "(s, t) -> NOT ((t NOT NULL) AND (2 IS '-0'))", 2, k2023 },
  { "(s, t) -> substr(s, 5, NULL) IN (CAST(s AS REAL) <= (s LIKE '%x' ESCAPE '\134'), x'6162')", 2, k2024 },
  { "(s, t) -> lower(quote('-0')) BETWEEN 2.5 AND t", 2, k2025 },
  { "(s, t) -> (like('_b_', s LIKE '_b_' ESCAPE '\134') != lower(t COLLATE RTRIM > '')) LIKE '_b_' ESCAPE '\134'", 2, k2026 },
  { "(s, t) -> char(NULL, unicode(round(s, '2')))", 2, k2027 },
  { "(s, t) -> (s NOTNULL) LIKE ''", 2, k2028 },
  { "(s, t) -> ((1.0 NOT GLOB t) LIKE '%\303\226%' ESCAPE '\134') LIKE '_b_' ESCAPE '\134'", 2, k2029 },
  { "(s, t) -> min(CASE (-9223372036854775807) LIKE t WHEN s THEN t WHEN coalesce(2.5, 3) NOT GLOB upper(t) THEN t ELSE (t GLOB 'x*') OR replace('_', t, '\303\251') END, printf('%q', s LIKE '%_%') COLLATE NOCASE)", 2, k2030 },
  { "(s, t) -> min(like(t, trim(t)), quote(s) & '1e3', s)", 2, k2031 },
  { "(s, t) -> like('%x', coalesce(max(7, 2 COLLATE NOCASE), (-9223372036854775807) LIKE '%x' ESCAPE '\134'))", 2, k2032 },
  { "(s, t) -> NOT (max('1e3' COLLATE NOCASE, t) << ((-3.75) NOT GLOB '[^a]*'))", 2, k2033 },
  { "(s, t) -> (nullif(s, -0.0) & round(t)) IS NOT substring(typeof(t), '2')", 2, k2034 },
  { "(s, t) -> nullif(ltrim(quote(abs(s)), rtrim(t)), 'AbC')", 2, k2035 },
  { "(s, t) -> char(0, unicode(like('%_%', s)))", 2, k2036 },
  { "(s, t) -> ltrim(length('AbC' NOT IN (1, s)) COLLATE RTRIM IS substr(CAST(t AS NUMERIC), 1))", 2, k2037 },
  { "(s, t) -> max(lower(t) COLLATE RTRIM, s NOTNULL)", 2, k2038 },
  { "(s, t) -> CASE WHEN '3' THEN CASE WHEN ltrim(s, abs(t)) THEN CAST(s AS TEXT) ELSE format('%e', '') END END", 2, k2039 },
  { "(s, t) -> CASE s WHEN s THEN (nullif('', t) BETWEEN t AND s) LIKE t WHEN CASE upper(substring(-1, -2)) WHEN t THEN nullif(hex(t) COLLATE NOCASE, x'') WHEN round(like('%c', s), 9223372036854775807) THEN t ELSE hex(substring('_', -2, -2)) END THEN s ELSE abs(abs(-1)) END", 2, k2040 },
  { "(s, t) -> round('3')", 2, k2041 },
  { "(s, t) -> format('%s', +hex(s))", 2, k2042 },
  { "(s, t) -> substr(CASE s WHEN s THEN 0 WHEN t THEN s ELSE '3' END, '2')", 2, k2043 },
  { "(s, t) -> substr(t, 9223372036854775807)", 2, k2044 },
  { "(s, t) -> substring(hex(CAST(7 AS INTEGER) COLLATE NOCASE != t), -1)", 2, k2045 },
  { "(s, t) -> like('_', t)", 2, k2046 },
  { "(s, t) -> min(((-3.75) BETWEEN s AND t) + '%', 7)", 2, k2047 },
  { "(s, t) -> abs(trim(+(x'6162'), min(9223372036854775807, s)))", 2, k2048 },
  { "(s, t) -> CASE substring(s, 3, -1) WHEN t THEN s WHEN hex(s) THEN s ELSE min('\303\251\346\227\245', t, 7) END", 2, k2049 },
  { "(s, t) -> CASE quote(s) WHEN s THEN s WHEN abs(s) THEN 1 ELSE CAST(s / -0.0 AS BLOB) END", 2, k2050 },
  { "(s, t) -> max(2 COLLATE RTRIM, instr(upper(s), nullif(s COLLATE NOCASE, '%')) / CASE min(s, t, s) WHEN '1abc' THEN t WHEN ' ' NOT IN (t, '_') THEN '-0' ELSE instr(t, 'x') END)", 2, k2051 },
  { "(s, t) -> quote(substr(-0.0, 0))", 2, k2052 },
  { "(s, t) -> CAST(substr(iif(s, s, s), 1.5, 1) AS TEXT)", 2, k2053 },
  { "(s, t) -> t NOT BETWEEN printf('%Q', (-3.75) AND t) AND s", 2, k2054 },
  { "(s, t) -> (CASE char(65, unicode(t)) < substring(100, 9223372036854775807) WHEN '2.5' THEN instr(-1, t) IS NOT NULL WHEN format('%-+9.2e', s) NOT LIKE '%_%' THEN -0.0 ELSE CAST(t COLLATE NOCASE < s AS TEXT) END) COLLATE BINARY IS quote(t NOT LIKE '%\134_%')", 2, k2055 },
  { "(s, t) -> ~(-9223372036854775807) > coalesce(t, t)", 2, k2056 },
  { "(s, t) -> length(format('%s', substr(s, t, 64)))", 2, k2057 },
  { "(s, t) -> CASE s != (x'6162') WHEN t THEN unicode(1.0) WHEN format('%c', s) THEN s ELSE 1e15 OR s END", 2, k2058 },
  { "(s, t) -> substring(nullif('_', t), t, -1) ISNULL", 2, k2059 },
  { "(s, t) -> max(char(233, unicode(CAST(s AS TEXT))) COLLATE NOCASE, '0x1F')", 2, k2060 },
  { "(s, t) -> (CASE WHEN like('_', s) THEN '0x1F' COLLATE BINARY >= 7 ELSE 9223372036854775807 END) NOTNULL", 2, k2061 },
  { "(s, t) -> rtrim(instr('x', s))", 2, k2062 },
  { "(s, t) -> instr(format('% d|%-6i|', s, s), 9223372036854775807 COLLATE RTRIM != s)", 2, k2063 },
  { "(s, t) -> length(substr('3', -1, -9223372036854775807) <= length('\303\251\346\227\245'))", 2, k2064 },
  { "(s, t) -> replace(s, instr(s, '_'), '')", 2, k2065 },
  { "(s, t) -> round(like('%\303\226%', nullif(s, s)), 0)", 2, k2066 },
  { "(s, t) -> char(-1, unicode(rtrim(' ')))", 2, k2067 },
  { "(s, t) -> max(round('3'), (x'6162') COLLATE NOCASE) IS NOT NULL", 2, k2068 },
  { "(s, t) -> t * length(s)", 2, k2069 },
  { "(s, t) -> CAST(unicode(t) AS TEXT)", 2, k2070 },
  { "(s, t) -> round('-0')", 2, k2071 },
  { "(s, t) -> NOT min(s | s, (2 NOT NULL) COLLATE NOCASE)", 2, k2072 },
  { "(s, t) -> lower(CAST(substr(s GLOB '[a-]*', '2', -1) AS INTEGER))", 2, k2073 },
  { "(s, t) -> max(iif(1e15, 'AbC', s), iif(s, s, NULL) COLLATE RTRIM)", 2, k2074 },
  { "(s, t) -> length(iif(((-9223372036854775807) = s) * (CASE s WHEN 1 THEN s WHEN t THEN s ELSE s END), length(s NOTNULL), ('abc' NOT IN (t, t)) NOT GLOB '*[]x]*'))", 2, k2075 },
  { "(s, t) -> substring(like('%\134_%', trim(char(1114112, unicode(t)))), -9223372036854775807, 0)", 2, k2076 },
  { "(s, t) -> quote(('3' NOT GLOB '[^a]*') = hex(''))", 2, k2077 },
  { "(s, t) -> min(quote(printf('%-8s|', '1e3')) COLLATE NOCASE, 'abc')", 2, k2078 },
  { "(s, t) -> (CASE s WHEN x'' THEN t WHEN NULL THEN s ELSE s END) >> (s >= t)", 2, k2079 },
  { "(s, t) -> CASE WHEN length((-0.0) NOT LIKE '%') THEN rtrim(trim(s, 'x')) ELSE '' END", 2, k2080 },
  { "(s, t) -> length(printf('%012.3f', -9223372036854775807))", 2, k2081 },
  { "(s, t) -> round(instr(rtrim(0.1), replace(2.5, '1abc', NULL)), 9223372036854775807)", 2, k2082 },
  { "(s, t) -> round((-9223372036854775807) = s, NULL) BETWEEN substr(t, 1.5, 3) AND NULL", 2, k2083 },
  { "(s, t) -> (rtrim(s) = (s || s)) / printf('%d', substr(t, 64, 1))", 2, k2084 },
  { "(s, t) -> hex(min('abc', s COLLATE RTRIM))", 2, k2085 },
  { "(s, t) -> t > ('-0' IN ('3', t))", 2, k2086 },
  { "(s, t) -> ltrim(s, 'abc')", 2, k2087 },
  { "(s, t) -> ((format('%.*s', 9223372036854775807, t) COLLATE NOCASE >= ltrim(s)) % 2) & (lower(nullif(s, s)) LIKE '_' ESCAPE '\134')", 2, k2088 },
  { "(s, t) -> abs(rtrim(t))", 2, k2089 },
  { "(s, t) -> +(9223372036854775807 NOT BETWEEN abs(t) AND s)", 2, k2090 },
  { "(s, t) -> nullif((trim(2.5 IS NOT t, CAST(0.1 AS BLOB)) NOT IN (instr(9223372036854775807 NOT NULL, CAST('0x1F' AS NUMERIC)), t)) COLLATE RTRIM, nullif(replace(lower(s), 'abc', '-'), (NOT (-9223372036854775807)) LIKE 'a%'))", 2, k2091 },
  { "(s, t) -> quote(t GLOB '*')", 2, k2092 },
  { "(s, t) -> CASE WHEN t COLLATE BINARY < s THEN t NOT BETWEEN s AND 2.5 ELSE 'AbC' END", 2, k2093 },
  { "(s, t) -> t | (nullif(x'6162', -1) NOT BETWEEN upper('%') AND s)", 2, k2094 },
  { "(s, t) -> unicode(NOT (t LIKE '%\303\226%' ESCAPE '\134'))", 2, k2095 },
  { "(s, t) -> rtrim(CASE t WHEN s THEN s WHEN 0.1 THEN 1.0 ELSE 'abc' END, CASE t WHEN '_' THEN s WHEN t THEN '\303\251\346\227\245' ELSE 'a%' END)", 2, k2096 },
  { "(s, t) -> unicode('a%')", 2, k2097 },
  { "(s, t) -> unicode(ifnull(s, t))", 2, k2098 },
  { "(s, t) -> char(-1, unicode(' 12 '))", 2, k2099 },
  { "(s, t) -> CASE WHEN char(0x1F600, unicode(ifnull(t, -3.75))) THEN substr(1, 1, 2) <= s NOT NULL ELSE s IS NULL - s END", 2, k2100 },
  { "(s, t) -> max('1abc', '1e3') OR '\303\251\346\227\245'", 2, k2101 },
  { "(s, t) -> min(substr(nullif(s, s), -1, -2), min(ifnull(t, x'') COLLATE RTRIM, -1) COLLATE RTRIM)", 2, k2102 },
  { "(s, t) -> unicode(s) NOT GLOB '*x'", 2, k2103 },
  { "(s, t) -> NOT min(s COLLATE RTRIM, s)", 2, k2104 },
  { "(s, t) -> substring(s COLLATE RTRIM = substr(s, -2, '2'), -9223372036854775807, '2')", 2, k2105 },
  { "(s, t) -> hex(instr(unicode(nullif(s, t)), s))", 2, k2106 },
  { "(s, t) -> instr(char(0, unicode(s / s)), t << 'a%')", 2, k2107 },
  { "(s, t) -> unicode(rtrim(t NOTNULL, like('abc', ' 12 ')))", 2, k2108 },
  { "(s, t) -> min(unicode((s IS NOT NULL) NOT LIKE '%\134_%') COLLATE NOCASE, '\303\251\346\227\245')", 2, k2109 },
  { "(s, t) -> unicode(typeof(CASE 0 WHEN s THEN 1e15 WHEN t THEN t ELSE s END))", 2, k2110 },
  { "(s, t) -> (CASE WHEN (x'') NOT GLOB '\077*' THEN s LIKE 'x%' ELSE t END) LIKE 'x%' ESCAPE '\134' / ifnull(round(t) < 7 COLLATE BINARY < 'a%', NOT printf('%x|%o', '%', s))", 2, k2111 },
  { "(s, t) -> coalesce(s, like('%\346\227\245%', nullif(s, -9223372036854775807))) LIKE 'a%' ESCAPE '\134'", 2, k2112 },
  { "(s, t) -> CASE char(0, unicode(x'')) WHEN '1abc' THEN s NOT IN (t, '1abc') WHEN (-1) IS NOT NULL THEN -3.75 ELSE CASE '-0' WHEN s THEN 'abc' WHEN t THEN -0.0 ELSE 100 END END", 2, k2113 },
  { "(s, t) -> ifnull(((x'') % 1) LIKE '' ESCAPE '\134', round(s))", 2, k2114 },
  { "(s, t) -> t = nullif(s, '_')", 2, k2115 },
  { "(s, t) -> rtrim(lower(s), s)", 2, k2116 },
  { "(s, t) -> ifnull(NOT length('x'), min(1e15 IN (s, 2.5), NOT t))", 2, k2117 },
  { "(s, t) -> +length(length(t))", 2, k2118 },
  { "(s, t) -> iif('1abc', replace(s, s, '-'), upper(9223372036854775807))", 2, k2119 },
  { "(s, t) -> ltrim(round(-'3', 1.5), 7)", 2, k2120 },
  { "(s, t) -> like(t, s)", 2, k2121 },
  { "(s, t) -> ltrim(NOT ('2.5' LIKE t ESCAPE '\134'))", 2, k2122 },
  { "(s, t) -> (char(233, unicode('a%')) IS length('')) GLOB t", 2, k2123 },
  { "(s, t) -> replace(hex(s), ltrim(t, '%'), NULL) COLLATE RTRIM <= s", 2, k2124 },
  { "(s, t) -> (-s) NOT IN (CASE WHEN s THEN -3.75 ELSE NULL END, '1abc')", 2, k2125 },
  { "(s, t) -> (~t) LIKE '%x' ESCAPE '\134'", 2, k2126 },
  { "(s, t) -> nullif(min(min(s COLLATE NOCASE, 7), s COLLATE NOCASE), CAST(char(-1, unicode(7)) AS TEXT)) NOT BETWEEN (t ISNULL) AND t", 2, k2127 },
  { "(s, t) -> like('x%', unicode(s))", 2, k2128 },
  { "(s, t) -> length(rtrim(ifnull(t, t)))", 2, k2129 },
  { "(s, t) -> like('%\346\227\245%', rtrim(substr(s, -9223372036854775807)))", 2, k2130 },
  { "(s, t) -> nullif(t, '%' LIKE '%\346\227\245%' ESCAPE '\134')", 2, k2131 },
  { "(s, t) -> substring(ltrim(1.0, 'x') COLLATE BINARY >= substring('1abc', -9223372036854775807), -9223372036854775807, -9223372036854775807) / (lower(s IN (' 12 ', s)) IN (-3.75, x''))", 2, k2132 },
  { "(s, t) -> CAST(rtrim(min(s, -0.0, t)) AS REAL)", 2, k2133 },
  { "(s, t) -> (((t & 0) || s) >> s) LIKE t ESCAPE '\134'", 2, k2134 },
  { "(s, t) -> format('%#.3g', '%')", 2, k2135 },
  { "(s, t) -> trim(rtrim(1.0, s / 1e15))", 2, k2136 },
  { "(s, t) -> min(rtrim(substr(t, 1.5, 0), substring(t, 0, NULL)), '')", 2, k2137 },
  { "(s, t) -> round(1.0) NOT GLOB t", 2, k2138 },
  { "(s, t) -> char(233, unicode(typeof(quote(s NOT IN (7, 3)))))", 2, k2139 },
  { "(s, t) -> typeof(s == upper(s))", 2, k2140 },
  { "(s, t) -> nullif(abs(s) COLLATE RTRIM, s OR t)", 2, k2141 },
  { "(s, t) -> replace(format('%s', '0x1F') NOT BETWEEN max(s, s) AND 2.5, nullif(t COLLATE NOCASE, ' '), '\303\251')", 2, k2142 },
  { "(s, t) -> max(format('%.2g', s) COLLATE NOCASE, upper(NULL))", 2, k2143 },
  { "(s, t) -> instr(2 LIKE '%\346\227\245%', like('A_C', s))", 2, k2144 },
  { "(s, t) -> like('%', char(-1, unicode(like(lower(t), '1abc'))))", 2, k2145 },
  { "(s, t) -> max(replace('-0', t, '-') <= unicode(t), (substring(s, 2) <= (-0.0)) COLLATE NOCASE)", 2, k2146 },
  { "(s, t) -> substring(hex(9223372036854775807), 9223372036854775807)", 2, k2147 },
  { "(s, t) -> replace(length(nullif(s, '%')), s, '') NOTNULL", 2, k2148 },
  { "(s, t) -> printf('%.3s', s) GLOB '[a-]*'", 2, k2149 },
  { "(s, t) -> iif(like('A_C', length('')), s, lower(0.1 <> t))", 2, k2150 },
  { "(s, t) -> substring((CASE t * 3 WHEN NULL THEN CAST(-1 AS INTEGER) WHEN char(1114112, unicode('a%')) THEN ' 12 ' ELSE t NOT BETWEEN '0x1F' AND s END) == 2, 3, -2)", 2, k2151 },
  { "(s, t) -> max((~(iif(9223372036854775807, 1e15, s) LIKE '%b%')) COLLATE RTRIM, CAST(replace(max('1e3' COLLATE NOCASE, '_'), 9223372036854775807, 1) AS TEXT))", 2, k2152 },
  { "(s, t) -> substr(abs(instr(t, s % -3.75)), 0, 9223372036854775807)", 2, k2153 },
  { "(s, t) -> CASE WHEN abs('AbC') NOT BETWEEN 'AbC' AND 0 THEN iif(-s, quote(t), length(t)) ELSE (CASE 2.5 WHEN t THEN s WHEN t THEN s ELSE t END) GLOB '*[' END", 2, k2154 },
  { "(s, t) -> round(CAST(CAST(t AS TEXT) AS NUMERIC))", 2, k2155 },
  { "(s, t) -> instr(s, NOT '1abc')", 2, k2156 },
  { "(s, t) -> char(233, unicode(CASE 0.1 WHEN t THEN s WHEN t THEN 1 ELSE s END)) NOT LIKE '%b%'", 2, k2157 },
  { "(s, t) -> +(x'6162')", 2, k2158 },
  { "(s, t) -> substr(unicode(t % t), NULL, t) % unicode(CAST(-3.75 AS INTEGER) >= s)", 2, k2159 },
  { "(s, t) -> coalesce(CASE min(s, s COLLATE NOCASE) WHEN s THEN (-1) NOT IN ('_', t) WHEN instr('2.5', s) THEN t ELSE s END, CASE ~'-0' WHEN 1 THEN quote(s) WHEN instr(s, 1) THEN NULL ELSE printf('%c', '3') END) COLLATE RTRIM = iif(iif(round(s, 1), -1, printf('%-8s|', '0x1F')), like('%', t NOT GLOB '[^a]*'), substring(lower(t), -2, t))", 2, k2160 },
  { "(s, t) -> trim(substr(s, -2))", 2, k2161 },
  { "(s, t) -> CASE WHEN t THEN max(s, '1abc', 2.5) IN (t, s) ELSE format('%c', s GLOB '[!a]*') END", 2, k2162 },
  { "(s, t) -> CASE +length(x'6162') WHEN 1.0 THEN s WHEN length(s LIKE '_b_' ESCAPE '\134') THEN s ELSE min(~t, quote(x'6162'), 'AbC') END", 2, k2163 },
  { "(s, t) -> (+s) / trim(t, 100)", 2, k2164 },
  { "(s, t) -> upper(min(abs(' ') COLLATE RTRIM, s = s)) NOT IN (unicode(round(CASE '1abc' WHEN s THEN t WHEN s THEN '1abc' ELSE x'' END, 0)), s)", 2, k2165 },
  { "(s, t) -> s GLOB t", 2, k2166 },
  { "(s, t) -> s COLLATE BINARY > t", 2, k2167 },
  { "(s, t) -> instr(ifnull(x'', like('%b%', s)), min(2, s COLLATE RTRIM))", 2, k2168 },
  { "(s, t) -> (NOT coalesce('3', s)) IS NOT coalesce(t, s)", 2, k2169 },
  { "(s, t) -> like('A_C', s COLLATE RTRIM <= t)", 2, k2170 },
  { "(s, t) -> unicode(1.0 LIKE t ESCAPE '\134') & lower(CASE WHEN 0.1 THEN s END)", 2, k2171 },
  { "(s, t) -> abs(replace(rtrim('1abc', s), +t, ''))", 2, k2172 },
  { "(s, t) -> min(s, ifnull(s, 1) COLLATE NOCASE)", 2, k2173 },
  { "(s, t) -> CASE WHEN CASE replace(1, x'6162', NULL) WHEN NULL THEN 0 WHEN 7 THEN '-0' ELSE round('%') END THEN (s AND 2.5) > nullif('1e3', s) ELSE max(s > (x'6162'), min(1, t)) END", 2, k2174 },
  { "(s, t) -> nullif((s NOT BETWEEN t AND t) COLLATE RTRIM, upper('\303\251\346\227\245')) >> t", 2, k2175 },
  { "(s, t) -> CASE replace(substr(s, 9223372036854775807, 1), s, 1) NOT IN (ltrim(CAST(t AS TEXT)), t) WHEN t THEN hex(t) WHEN hex(-1) <= t THEN 0.1 ELSE instr(iif(rtrim(t, 0), quote('a%'), NOT '3'), min((-3.75) COLLATE NOCASE, t)) END", 2, k2176 },
  { "(s, t) -> ltrim(ifnull(t, 9223372036854775807)) NOT GLOB '*['", 2, k2177 },
  { "(s, t) -> max(t IS NULL, char(0, unicode('0x1F')))", 2, k2178 },
  { "(s, t) -> instr(' 12 ', t) LIKE '%\346\227\245%'", 2, k2179 },
  { "(s, t) -> substr(max(9223372036854775807, 2.5 & 1), 3)", 2, k2180 },
  { "(s, t) -> hex(max(replace(s, t, ''), ' 12 ' NOT BETWEEN t AND (-0.0)))", 2, k2181 },
  { "(s, t) -> format('%X', '0x1F' COLLATE RTRIM > t)", 2, k2182 },
  { "(s, t) -> hex(min(t, 3 COLLATE RTRIM))", 2, k2183 },
  { "(s, t) -> CASE WHEN t & typeof(hex(1.0)) THEN instr(like(lower(t), s), quote(' 12 ')) NOT LIKE '%\134_%' END", 2, k2184 },
  { "(s, t) -> char(65, unicode('1e3' LIKE lower(t) ESCAPE '\134'))", 2, k2185 },
  { "(s, t) -> length(quote(t))", 2, k2186 },
  { "(s, t) -> (-'x') == ltrim(s)", 2, k2187 },
  { "(s, t) -> (min(-0.0, '1e3' COLLATE NOCASE != t) NOT IN (substring(replace(2, s, '-'), 9223372036854775807), 1)) GLOB 'a*'", 2, k2188 },
  { "(s, t) -> typeof(min(t, iif(s NOT LIKE '', round(t, 3), t IN ('_', s)) COLLATE RTRIM))", 2, k2189 },
  { "(s, t) -> (('\303\251\346\227\245' & t) LIKE 'x%') <> trim(nullif(s, '-0'), length(-9223372036854775807))", 2, k2190 },
  { "(s, t) -> substring(iif('\303\251\346\227\245', t IN (t, 2.5), max('\303\251\346\227\245', 100)), 2, 2)", 2, k2191 },
  { "(s, t) -> substring(CASE t WHEN s THEN ' 12 ' WHEN x'6162' THEN t ELSE 9223372036854775807 END, 9223372036854775807)", 2, k2192 },
  { "(s, t) -> char(1114112, unicode(s LIKE '%\134_%'))", 2, k2193 },
  { "(s, t) -> (+'3') >= replace(typeof(s IS 9223372036854775807), trim(s, s), 'XY')", 2, k2194 },
  { "(s, t) -> ifnull(nullif(s NOTNULL, trim(s)), min(t, '\303\251\346\227\245', 'a%') NOT GLOB 'x*') NOT NULL", 2, k2195 },
  { "(s, t) -> CAST(upper(format('%#o', iif(t, '\303\251\346\227\245', '3'))) AS BLOB)", 2, k2196 },
  { "(s, t) -> CAST(coalesce(round('3', NULL), s) AS TEXT)", 2, k2197 },
  { "(s, t) -> (s OR s) > nullif(t COLLATE RTRIM, t)", 2, k2198 },
  { "(s, t) -> replace(printf('%d', ' 12 '), t, 1) NOTNULL", 2, k2199 },
  { "(s, t) -> (t + t) IN (length(t), s)", 2, k2200 },
  { "(s, t) -> max(9223372036854775807 COLLATE NOCASE, (CASE '%' WHEN t THEN 9223372036854775807 WHEN t THEN t ELSE s END) COLLATE NOCASE != (x'6162'))", 2, k2201 },
  { "(s, t) -> ~rtrim(t, 7)", 2, k2202 },
  { "(s, t) -> (iif(x'', s, s) NOT LIKE 'A_C') IS NOT s", 2, k2203 },
  { "(s, t) -> round(NULL, 0)", 2, k2204 },
  { "(s, t) -> unicode(t) NOT BETWEEN s AND '1abc'", 2, k2205 },
  { "(s, t) -> hex(nullif(CAST(x'' AS TEXT) COLLATE RTRIM, replace(s, 9223372036854775807, 'XY')))", 2, k2206 },
  { "(s, t) -> CASE t BETWEEN s AND s WHEN t THEN t WHEN s THEN 1e15 ELSE max(s, '%' COLLATE NOCASE) END", 2, k2207 },
  { "(s, t) -> char(0x1F600, unicode(2.5))", 2, k2208 },
  { "(s, t) -> CAST(quote('\303\251\346\227\245') AS INTEGER)", 2, k2209 },
  { "(s, t) -> (CASE 'abc' WHEN '2.5' THEN s WHEN ' ' THEN s ELSE t END) - typeof(t)", 2, k2210 },
  { "(s, t) -> ltrim(s, min(1 COLLATE RTRIM, '0x1F'))", 2, k2211 },
  { "(s, t) -> min(hex(s) NOTNULL, 1 COLLATE NOCASE)", 2, k2212 },
  { "(s, t) -> trim(max(format('%i', '3') COLLATE NOCASE, CASE '1abc' WHEN s THEN t WHEN t THEN s ELSE '%' END)) * like('a%', trim(t BETWEEN (-9223372036854775807) AND (-3.75), ~s))", 2, k2213 },
  { "(s, t) -> NOT coalesce(0.1, s)", 2, k2214 },
  { "(s, t) -> trim('' IS CAST(s AS INTEGER), min(1, (x'') COLLATE NOCASE))", 2, k2215 },
  { "(s, t) -> replace((s IS NULL) LIKE '%\346\227\245%' ESCAPE '\134', t COLLATE BINARY <= (-3.75), '-')", 2, k2216 },
  { "(s, t) -> CAST(round(hex(t), 5) AS TEXT)", 2, k2217 },
  { "(s, t) -> substring(instr(t IS NULL, char(0x1F600, unicode('AbC'))), -9223372036854775807)", 2, k2218 },
  { "(s, t) -> CASE WHEN ltrim(t BETWEEN t AND (-0.0), t LIKE t ESCAPE '\134') THEN substring(s, -2, '2') IS NOT NULL ELSE quote(t LIKE '') END", 2, k2219 },
  { "(s, t) -> substr(CASE WHEN 1e15 THEN 9223372036854775807 IS t ELSE t ISNULL END, '2', -1) LIKE '%\346\227\245%' ESCAPE '\134'", 2, k2220 },
  { "(s, t) -> substr(min(NULL, t COLLATE NOCASE) * CAST('3' AS REAL), t, 1)", 2, k2221 },
  { "(s, t) -> max(substr(s, '2') COLLATE NOCASE, CASE s WHEN s THEN s WHEN x'6162' THEN t ELSE t END)", 2, k2222 },
  { "(s, t) -> CAST(t AS TEXT)", 2, k2223 },
  { "(s, t) -> printf('%012.3f', 3 ISNULL)", 2, k2224 },
  { "(s, t) -> nullif(replace(t, s, NULL), (x'') COLLATE NOCASE > 100)", 2, k2225 },
  { "(s, t) -> min(t COLLATE NOCASE, t)", 2, k2226 },
  { "(s, t) -> length('\303\251\346\227\245')", 2, k2227 },
  { "(s, t) -> round(unicode('0x1F'))", 2, k2228 },
  { "(s, t) -> ltrim(printf('%.*s', '2', abs(s)), nullif(2 COLLATE RTRIM, t))", 2, k2229 },
  { "(s, t) -> ~CAST(s AS BLOB)", 2, k2230 },
  { "(s, t) -> coalesce(-3.75, hex('x'))", 2, k2231 },
  { "(s, t) -> t NOTNULL", 2, k2232 },
  { "(s, t) -> trim(3, 7)", 2, k2233 },
  { "(s, t) -> max(like('%c', (s COLLATE BINARY < 0.1) NOT BETWEEN (7 + s) AND s), max(char(NULL, unicode(upper('_'))), t) COLLATE RTRIM)", 2, k2234 },
  { "(s, t) -> typeof('2.5')", 2, k2235 },
  { "(s, t) -> ifnull(CAST('1e3' AS BLOB) <> (((-1) << '3') NOT BETWEEN substr(t, 0, NULL) AND '_'), s)", 2, k2236 },
  { "(s, t) -> (NOT '3') <= unicode(substr(t, 64, 9223372036854775807))", 2, k2237 },
  { "(s, t) -> (char(65, unicode(' 12 ')) >> round(s, -9223372036854775807)) < ((t - s) NOTNULL)", 2, k2238 },
  { "(s, t) -> replace((CASE s WHEN 3 THEN s WHEN 'AbC' THEN 'AbC' ELSE t END) NOT IN (CAST(s AS INTEGER), s), s LIKE 'x\134%' ESCAPE '\134', '-')", 2, k2239 },
  { "(s, t) -> length((CASE WHEN iif(s, s, s) THEN '\303\251\346\227\245' END) IS NOT NULL)", 2, k2240 },
  { "(s, t) -> char(0, unicode(nullif(char(NULL, unicode(t)) COLLATE RTRIM, instr(x'', ' '))))", 2, k2241 },
  { "(s, t) -> NOT round(s, -1)", 2, k2242 },
  { "(s, t) -> nullif(min('3', 'a%') OR s, round(CASE WHEN '3' THEN x'' ELSE 1e15 END))", 2, k2243 },
  { "(s, t) -> like('', t COLLATE NOCASE > s)", 2, k2244 },
  { "(s, t) -> like('x%', s LIKE 'A_C' ESCAPE '\134')", 2, k2245 },
  { "(s, t) -> substring(t * s, -9223372036854775807, 5)", 2, k2246 },
  { "(s, t) -> coalesce(typeof(t), CASE WHEN -1 THEN -9223372036854775807 END)", 2, k2247 },
  { "(s, t) -> substring((s IS NOT NULL) <> (t IN (s, s)), -9223372036854775807)", 2, k2248 },
  { "(s, t) -> max(0, t COLLATE RTRIM)", 2, k2249 },
  { "(s, t) -> hex(ifnull(min(printf('%#x', t), '3', '_'), typeof(t) COLLATE RTRIM != (CASE WHEN -3.75 THEN t ELSE t END)))", 2, k2250 },
  { "(s, t) -> like('_', iif('1e3', s, t))", 2, k2251 },
  { "(s, t) -> (CASE -9223372036854775807 WHEN '' THEN s WHEN -1 THEN 3 ELSE s END) COLLATE RTRIM > char(-1, unicode(s))", 2, k2252 },
  { "(s, t) -> like('a%', min('1abc' COLLATE RTRIM, s) << 2 < t)", 2, k2253 },
  { "(s, t) -> format('%c', length(s))", 2, k2254 },
  { "(s, t) -> CAST(char(1114112, unicode(t)) AS NUMERIC)", 2, k2255 },
  { "(s, t) -> CAST(max(t, char(0, unicode(-0.0)) COLLATE RTRIM) AS INTEGER)", 2, k2256 },
  { "(s, t) -> s <= substr(min(char(0x1F600, unicode('')), substring(s, -9223372036854775807, t)), 1)", 2, k2257 },
  { "(s, t) -> NOT lower(+1)", 2, k2258 },
  { "(s, t) -> char(233, unicode(nullif(t NOT IN (round(s, 5), -3.75), rtrim(' 12 ', 'AbC') + CASE s WHEN s THEN s WHEN s THEN '3' ELSE s END)))", 2, k2259 },
  { "(s, t) -> substring(t, '2')", 2, k2260 },
  { "(s, t) -> rtrim((unicode(s) NOTNULL) IS '2.5', substring(s, 3, 64))", 2, k2261 },
  { "(s, t) -> ltrim(s NOT IN (s, t), replace(x'', t, NULL))", 2, k2262 },
  { "(s, t) -> s NOT GLOB '*[]x]*'", 2, k2263 },
  { "(s, t) -> -CAST(s AS NUMERIC)", 2, k2264 },
  { "(s, t) -> replace(s NOT BETWEEN 'AbC' AND (-1), t, '-')", 2, k2265 },
  { "(s, t) -> substr(nullif(abs(max(1, 1e15 COLLATE NOCASE)) COLLATE NOCASE, max(t, t = '-0')), 64, 2)", 2, k2266 },
  { "(s, t) -> instr(((-9223372036854775807) COLLATE RTRIM IS 1) <> substr(-1, 3), max('2.5' COLLATE RTRIM, -0.0))", 2, k2267 },
  { "(s, t) -> trim((-9223372036854775807) NOT BETWEEN s AND s, 0.1) IN (round(s, '2'), s)", 2, k2268 },
  { "(s, t) -> abs('%')", 2, k2269 },
  { "(s, t) -> lower(nullif(s, 0))", 2, k2270 },
  { "(s, t) -> t LIKE '%\303\226%' ESCAPE '\134'", 2, k2271 },
  { "(s, t) -> like('x%', t BETWEEN s AND t)", 2, k2272 },
  { "(s, t) -> coalesce(abs(coalesce(replace(s, -9223372036854775807, '\303\251'), lower(s))), (100 COLLATE BINARY != lower(s)) IS NOT s)", 2, k2273 },
  { "(s, t) -> typeof(length(s))", 2, k2274 },
  { "(s, t) -> nullif(s COLLATE NOCASE >= '_', format('%%%s', t))", 2, k2275 },
  { "(s, t) -> CASE (s < 3) | substring(s, 5, 2) WHEN NULL THEN typeof(length(t)) WHEN coalesce(replace(NULL, s, ''), s) THEN s ELSE max(s, s COLLATE NOCASE) END", 2, k2276 },
  { "(s, t) -> unicode(unicode(max(min('', s COLLATE RTRIM), s COLLATE RTRIM)))", 2, k2277 },
  { "(s, t) -> rtrim(t) IS NOT NULL", 2, k2278 },
  { "(s, t) -> length(unicode(-0.0) IN (rtrim(s, '2.5'), '0x1F'))", 2, k2279 },
  { "(s, t) -> min(round(ltrim(ltrim(s, '1abc')), 3), t COLLATE NOCASE)", 2, k2280 },
  { "(s, t) -> printf('%#o', s)", 2, k2281 },
  { "(s, t) -> substring('_', 5) COLLATE NOCASE != max(t, 0)", 2, k2282 },
  { "(s, t) -> NOT format('%.*s', '2', replace(' 12 ' COLLATE NOCASE != (-3.75), replace('abc', s, NULL), '-'))", 2, k2283 },
  { "(s, t) -> max(1, s BETWEEN t AND t)", 2, k2284 },
  { "(s, t) -> t BETWEEN substr(min(s COLLATE NOCASE, t) LIKE '%c' ESCAPE '\134', -2) AND t", 2, k2285 },
  { "(s, t) -> quote(1.0)", 2, k2286 },
  { "(s, t) -> CAST(x'' AS REAL)", 2, k2287 },
  { "(s, t) -> ifnull(s NOT LIKE '_b_', like('x%', s))", 2, k2288 },
  { "(s, t) -> ~t", 2, k2289 },
  { "(s, t) -> hex(9223372036854775807) LIKE '%c' ESCAPE '\134'", 2, k2290 },
  { "(s, t) -> quote(hex(s)) IN (char(0x1F600, unicode(-3.75)) BETWEEN upper(100) AND s, s)", 2, k2291 },
  { "(s, t) -> (iif(NULL IS NOT NULL, hex(t), CASE WHEN s THEN -1 END) LIKE '_' ESCAPE '\134') ISNULL", 2, k2292 },
  { "(s, t) -> unicode(-9223372036854775807)", 2, k2293 },
  { "(s, t) -> substring(+(-3.75), t, 1)", 2, k2294 },
  { "(s, t) -> length(t NOT GLOB upper(t))", 2, k2295 },
  { "(s, t) -> rtrim(NULL, t IN (t, s))", 2, k2296 },
  { "(s, t) -> NOT rtrim(hex(NULL) NOT NULL)", 2, k2297 },
  { "(s, t) -> nullif(substring(t LIKE '_b_' ESCAPE '\134', -2, t) COLLATE NOCASE, t)", 2, k2298 },
  { "(s, t) -> nullif(~(-0.0), ltrim(t, hex(s)))", 2, k2299 },
  { "(s, t) -> (7 > (x'') >= replace(-0.0, s, '\303\251')) IN (s, s)", 2, k2300 },
  { "(s, t) -> unicode(CAST(s AS TEXT)) NOT IN (abs(rtrim(s, s)), s)", 2, k2301 },
  { "(s, t) -> max(nullif(typeof(t), min(s, s, t)) COLLATE NOCASE, 1e15)", 2, k2302 },
  { "(s, t) -> min(unicode(s), ' ' LIKE 'a%') NOTNULL", 2, k2303 },
  { "(s, t) -> 0 LIKE '_'", 2, k2304 },
  { "(s, t) -> +abs(abs(substr(t, 64)))", 2, k2305 },
  { "(s, t) -> char(NULL, unicode(substr(lower(length(s)), NULL)))", 2, k2306 },
  { "(s, t) -> format('%#.3g', instr(t, t != s))", 2, k2307 },
  { "(s, t) -> hex(coalesce(s, t))", 2, k2308 },
  { "(s, t) -> format('%d', unicode(t))", 2, k2309 },
  { "(s, t) -> unicode(min(-0.0, '2.5') IS NOT (t IS NOT NULL))", 2, k2310 },
  { "(s, t) -> '\303\251\346\227\245' LIKE '%\134_%' ESCAPE '\134'", 2, k2311 },
  { "(s, t) -> length(instr(ltrim(substring(s, 0, -9223372036854775807), '%'), s == 2.5))", 2, k2312 },
  { "(s, t) -> replace((CASE '-0' WHEN 'x' THEN s WHEN 100 THEN s ELSE NULL END) NOT IN (lower(t), t), s LIKE '' ESCAPE '\134', '\303\251')", 2, k2313 },
  { "(s, t) -> typeof(100 % '')", 2, k2314 },
  { "(s, t) -> ~substr(substr(s, NULL, 2), 1, 5)", 2, k2315 },
  { "(s, t) -> like('A_C', unicode(9223372036854775807))", 2, k2316 },
  { "(s, t) -> nullif(substring(1.0, -1), CASE WHEN s THEN t END) IS NOT NULL", 2, k2317 },
  { "(s, t) -> min(char(1114112, unicode(t)), upper(t))", 2, k2318 },
  { "(s, t) -> min(s, (+t) COLLATE NOCASE)", 2, k2319 },
  { "(s, t) -> min(CAST(2 AS NUMERIC), (s NOT BETWEEN NULL AND 'x') COLLATE NOCASE)", 2, k2320 },
  { "(s, t) -> like('%c', -0.0)", 2, k2321 },
  { "(s, t) -> abs(iif('-0', s, s))", 2, k2322 },
  { "(s, t) -> ~((quote(s) <> quote('_')) COLLATE RTRIM <= hex(abs(s)))", 2, k2323 },
  { "(s, t) -> (min(t BETWEEN s AND t, s COLLATE RTRIM = '0x1F') >> s NOT GLOB '*[a-c]*') NOT BETWEEN iif(nullif(t, t) | (NOT s), '1e3', NULL) AND s", 2, k2324 },
  { "(s, t) -> substr(length('') AND char(233, unicode('2.5')), 1, 9223372036854775807)", 2, k2325 },
  { "(s, t) -> instr(CASE s WHEN '2.5' THEN 100 WHEN 1 THEN s ELSE s END, NOT 0) GLOB '*\346\227\245*'", 2, k2326 },
  { "(s, t) -> char(0, unicode(ifnull(max(t, s COLLATE NOCASE), unicode(t)))) NOT BETWEEN substring(round(s) GLOB '*x', 1.5) AND t", 2, k2327 },
  { "(s, t) -> (s == 1e15) COLLATE NOCASE > instr(s, t)", 2, k2328 },
  { "(s, t) -> ('x' LIKE '_' ESCAPE '\134') LIKE 'a%' ESCAPE '\134'", 2, k2329 },
  { "(s, t) -> rtrim(replace('%', t, NULL) COLLATE BINARY = (t IS NOT 0), s COLLATE RTRIM <= s)", 2, k2330 },
  { "(s, t) -> rtrim(0.1)", 2, k2331 },
  { "(s, t) -> (s NOT LIKE '%') COLLATE RTRIM != like('x%', '-0')", 2, k2332 },
  { "(s, t) -> CAST((lower(s) NOT GLOB '*[a-c]*') COLLATE NOCASE IS length(lower(s)) AS REAL)", 2, k2333 },
  { "(s, t) -> min(CASE 1.0 WHEN s THEN '0x1F' WHEN t THEN s ELSE t END, s)", 2, k2334 },
  { "(s, t) -> iif(unicode(abs('\303\251\346\227\245' NOT IN (0.1, s))), substr((-1) <= s, 9223372036854775807) LIKE '%x' ESCAPE '\134', length(-CAST('1abc' AS NUMERIC)))", 2, k2335 },
  { "(s, t) -> length(nullif(upper(s), t ISNULL))", 2, k2336 },
  { "(s, t) -> min(substring(t, -1, 9223372036854775807), 9223372036854775807 COLLATE RTRIM)", 2, k2337 },
  { "(s, t) -> min(t NOT GLOB '*[]x]*', min(length(0 GLOB '*'), 7 COLLATE NOCASE) COLLATE RTRIM)", 2, k2338 },
  { "(s, t) -> hex(3)", 2, k2339 },
  { "(s, t) -> min(substr(quote(100), -2), nullif(s COLLATE RTRIM, s) NOTNULL)", 2, k2340 },
  { "(s, t) -> unicode(nullif(format('%#.3g', s), printf('% d|%-6i|', s, 'abc')))", 2, k2341 },
  { "(s, t) -> substr(s == s, 3, -1)", 2, k2342 },
  { "(s, t) -> quote((CASE s WHEN s THEN t WHEN s THEN s ELSE s END) AND (s BETWEEN s AND s))", 2, k2343 },
  { "(s, t) -> upper(s) ISNULL", 2, k2344 },
  { "(s, t) -> unicode(1.0) NOT LIKE '%b%'", 2, k2345 },
  { "(s, t) -> min((x'6162') << t, s IN ('-0', 7)) IS NOT abs(x'6162')", 2, k2346 },
  { "(s, t) -> round((t IS '-0') COLLATE RTRIM < max('abc', t COLLATE RTRIM))", 2, k2347 },
  { "(s, t) -> s LIKE 'abc' ESCAPE '\134'", 2, k2348 },
  { "(s, t) -> trim(NOT iif(s, t < 'a%', max('2.5', t, '2.5')))", 2, k2349 },
  { "(s, t) -> abs(typeof(NULL) * round(unicode(t), 1.5))", 2, k2350 },
  { "(s, t) -> substr(s IN (1.0, 'abc'), 64, 9223372036854775807)", 2, k2351 },
  { "(s, t) -> abs('1abc' * ('1abc' >> s) LIKE lower(t) ESCAPE '\134')", 2, k2352 },
  { "(s, t) -> coalesce(('x' COLLATE BINARY >= s) NOT LIKE '%', substr(1 COLLATE NOCASE < 1, -9223372036854775807, 2))", 2, k2353 },
  { "(s, t) -> hex(replace((-1) <> 7, instr(s, s), '-'))", 2, k2354 },
  { "(s, t) -> max(unicode(round(1, 3) COLLATE NOCASE <= trim(NULL, s)), (s IN ('%', '_')) COLLATE RTRIM)", 2, k2355 },
  { "(s, t) -> max('_' COLLATE NOCASE, replace(1 LIKE '%x' ESCAPE '\134', s, NULL))", 2, k2356 },
  { "(s, t) -> CASE WHEN (3 LIKE '%b%' ESCAPE '\134') GLOB '*[a-c]*' THEN iif(s, nullif(2.5, 'a%'), t) END", 2, k2357 },
  { "(s, t) -> quote(CASE s WHEN t THEN s WHEN 'x' THEN s ELSE s END)", 2, k2358 },
  { "(s, t) -> lower(s - t)", 2, k2359 },
  { "(s, t) -> nullif('0x1F', t)", 2, k2360 },
  { "(s, t) -> replace(substr(s, '2', 1), 0.1 || t, 'XY')", 2, k2361 },
  { "(s, t) -> t == (t NOT BETWEEN s AND s = substring(-9223372036854775807, 0))", 2, k2362 },
  { "(s, t) -> hex(hex(replace(t, '2.5', '\303\251')))", 2, k2363 },
  { "(s, t) -> CAST(length(t - t) AS INTEGER)", 2, k2364 },
  { "(s, t) -> CAST(s AS INTEGER)", 2, k2365 },
  { "(s, t) -> (CASE WHEN 2 BETWEEN 1.0 AND NULL THEN upper(t) ELSE 'x' BETWEEN s AND (-1) END) BETWEEN (-3.75) AND 'a%'", 2, k2366 },
  { "(s, t) -> nullif((printf('%g', round(t)) & min(CASE s WHEN s THEN x'6162' WHEN x'' THEN s ELSE t END, t COLLATE BINARY <= s, s)) COLLATE NOCASE, nullif('a%', quote(t IS NOT NULL)))", 2, k2367 },
  { "(s, t) -> iif(instr(x'6162', t), abs(t), rtrim(t, 3)) GLOB '[!a]*'", 2, k2368 },
  { "(s, t) -> unicode(-t)", 2, k2369 },
  { "(s, t) -> CASE WHEN char(0, unicode(t)) THEN s NOT BETWEEN t AND (x'') END", 2, k2370 },
  { "(s, t) -> NOT (abs(s) GLOB '*\346\227\245*')", 2, k2371 },
  { "(s, t) -> instr(' ' NOT GLOB '[!a]*', '-0')", 2, k2372 },
  { "(s, t) -> substring(printf('%-8s|', s), NULL)", 2, k2373 },
  { "(s, t) -> hex(' ' LIKE t ESCAPE '\134')", 2, k2374 },
  { "(s, t) -> iif((x'') NOT GLOB 'a*', instr(s, s), like(t, 1e15))", 2, k2375 },
  { "(s, t) -> length(min(((s NOT GLOB '*x') IS NOT typeof(s)) COLLATE RTRIM, ifnull(t | -1, length('x'))))", 2, k2376 },
  { "(s, t) -> max('x', +(-3.75))", 2, k2377 },
  { "(s, t) -> iif(max(' 12 ' COLLATE RTRIM, 0.1), typeof(t), t)", 2, k2378 },
  { "(s, t) -> like('x%', max(' ', s COLLATE RTRIM))", 2, k2379 },
  { "(s, t) -> min('abc', (t NOT GLOB t) COLLATE NOCASE)", 2, k2380 },
  { "(s, t) -> length((x'6162') | 0.1)", 2, k2381 },
  { "(s, t) -> substring(CASE WHEN s NOT BETWEEN (-0.0) AND t THEN s NOT IN (t, -0.0) END, 1)", 2, k2382 },
  { "(s, t) -> iif(s, quote(1e15), t >> s)", 2, k2383 },
  { "(s, t) -> (instr('%', s) LIKE '_' ESCAPE '\134') NOTNULL", 2, k2384 },
  { "(s, t) -> hex(hex(0))", 2, k2385 },
  { "(s, t) -> CASE CASE WHEN t THEN substring('\303\251\346\227\245', 0) ELSE ltrim(s BETWEEN t AND t, lower(s)) END WHEN 3 THEN length(7) WHEN format('%i', (1.0 <> t) / ifnull(s, t)) THEN t ELSE iif(typeof(t <= 9223372036854775807), max(quote('2.5'), -1, 2), 2.5) END", 2, k2386 },
  { "(s, t) -> CASE WHEN hex(NULL) THEN s END", 2, k2387 },
  { "(s, t) -> hex(0)", 2, k2388 },
  { "(s, t) -> +iif(s, t, s)", 2, k2389 },
  { "(s, t) -> instr(s NOT GLOB '*', s)", 2, k2390 },
  { "(s, t) -> max(instr(unicode(t), t) <> t, quote(CAST('-0' AS REAL)) NOT NULL)", 2, k2391 },
  { "upper(s)", 1, k2392 },
  { "(s, t) -> upper(s)||s", 2, k2393 },
  { "(s, t) -> length(s||t)", 2, k2394 },
  { "(s, t) -> length(CAST(s AS BLOB))", 2, k2395 },
  { "(s, t) -> upper(s)", 2, k2396 },
  { "(s, t) -> lower(t)||upper(t)", 2, k2397 },
  { "(s, t) -> upper(lower(s)) = upper(s)", 2, k2398 },
  { "(s, t) -> substr(s, t)", 2, k2399 },
  { "(s, t) -> substr(s, 2)", 2, k2400 },
  { "(s, t) -> substr(s, 0)", 2, k2401 },
  { "(s, t) -> substr(s, -1)", 2, k2402 },
  { "(s, t) -> substr(s, -3)", 2, k2403 },
  { "(s, t) -> substr(s, 9223372036854775807)", 2, k2404 },
  { "(s, t) -> substr(s, t, 2)", 2, k2405 },
  { "(s, t) -> substr(s, 2, t)", 2, k2406 },
  { "(s, t) -> substr(s, 0, 2)", 2, k2407 },
  { "(s, t) -> substr(s, 0, 1)", 2, k2408 },
  { "(s, t) -> substr(s, 0, -1)", 2, k2409 },
  { "(s, t) -> substr(s, 1, -1)", 2, k2410 },
  { "(s, t) -> substr(s, 3, -2)", 2, k2411 },
  { "(s, t) -> substr(s, -2, -5)", 2, k2412 },
  { "(s, t) -> substr(s, -9223372036854775807, 9223372036854775807)", 2, k2413 },
  { "(s, t) -> substr(s, 2, 9223372036854775807)", 2, k2414 },
  { "(s, t) -> substr(s, 9223372036854775807, -9223372036854775807)", 2, k2415 },
  { "(s, t) -> substr(s, 2, -9223372036854775807)", 2, k2416 },
  { "(s, t) -> substr(s, 1, 0)", 2, k2417 },
  { "(s, t) -> substr(s, 2.7, 1.9)", 2, k2418 },
  { "(s, t) -> substr(s, '2', '3')", 2, k2419 },
  { "(s, t) -> substr(s, NULL)", 2, k2420 },
  { "(s, t) -> substring(s, t)", 2, k2421 },
  { "(s, t) -> substring(s, 1, t)", 2, k2422 },
  { "(s, t) -> substr(s, t, t)", 2, k2423 },
  { "(s, t) -> substr(t, s)", 2, k2424 },
  { "(s, t) -> substr(s, -t, 3)", 2, k2425 },
  { "(s, t) -> substr(t, 2, 1)", 2, k2426 },
  { "(s, t) -> replace(s, t, 'XY')", 2, k2427 },
  { "(s, t) -> replace(s, 'a', t)", 2, k2428 },
  { "(s, t) -> replace(s, '', 'z')", 2, k2429 },
  { "(s, t) -> replace(s, t, NULL)", 2, k2430 },
  { "(s, t) -> replace(t, s, '')", 2, k2431 },
  { "(s, t) -> replace(s, 'x', 'yz')", 2, k2432 },
  { "(s, t) -> replace(s, s, t)", 2, k2433 },
  { "(s, t) -> replace(s, char(0), '0')", 2, k2434 },
  { "(s, t) -> replace(s, 1, 2)", 2, k2435 },
  { "(s, t) -> replace(s, t, t)", 2, k2436 },
  { "(s, t) -> trim(s)", 2, k2437 },
  { "(s, t) -> rtrim(s)", 2, k2438 },
  { "(s, t) -> trim(s, t)", 2, k2439 },
  { "(s, t) -> ltrim(s, t)", 2, k2440 },
  { "(s, t) -> trim(s, 'x ')", 2, k2441 },
  { "(s, t) -> trim(t, s)", 2, k2442 },
  { "(s, t) -> ltrim(s, '\303\251a')", 2, k2443 },
  { "(s, t) -> rtrim(s, '')", 2, k2444 },
  { "(s, t) -> trim(s, NULL)", 2, k2445 },
  { "(s, t) -> trim(t)", 2, k2446 },
  { "(s, t) -> rtrim(s, char(0))", 2, k2447 },
  { "(s, t) -> instr(s, t)", 2, k2448 },
  { "(s, t) -> instr(t, s)", 2, k2449 },
  { "(s, t) -> instr(s, '')", 2, k2450 },
  { "(s, t) -> instr(s, 'b')", 2, k2451 },
  { "(s, t) -> instr(s, char(0))", 2, k2452 },
  { "(s, t) -> instr(s, '\303\251')", 2, k2453 },
  { "(s, t) -> instr(s, 1)", 2, k2454 },
  { "(s, t) -> hex(s||t)", 2, k2455 },
  { "(s, t) -> hex(NULL)", 2, k2456 },
  { "(s, t) -> hex(s + 0)", 2, k2457 },
  { "(s, t) -> char(unicode(s))", 2, k2458 },
  { "(s, t) -> char(unicode(s), unicode(t))", 2, k2459 },
  { "(s, t) -> char(65, 0x1F600, 233)", 2, k2460 },
  { "(s, t) -> char(s)", 2, k2461 },
  { "(s, t) -> char(t, s)", 2, k2462 },
  { "(s, t) -> char(NULL)", 2, k2463 },
  { "(s, t) -> char(-1, 1114112, 1114111, 55296)", 2, k2464 },
  { "(s, t) -> char()", 2, k2465 },
  { "(s, t) -> length(char(0, 65))", 2, k2466 },
  { "(s, t) -> hex(char(s, 0, t))", 2, k2467 },
  { "(s, t) -> s LIKE t", 2, k2468 },
  { "(s, t) -> s NOT LIKE t", 2, k2469 },
  { "(s, t) -> s LIKE '%C'", 2, k2470 },
  { "(s, t) -> s LIKE t ESCAPE '\134'", 2, k2471 },
  { "(s, t) -> s LIKE 'a\134%' ESCAPE '\134'", 2, k2472 },
  { "(s, t) -> s LIKE 'x\134' ESCAPE '\134'", 2, k2473 },
  { "(s, t) -> s NOT LIKE t ESCAPE 'b'", 2, k2474 },
  { "(s, t) -> s LIKE t ESCAPE NULL", 2, k2475 },
  { "(s, t) -> like(t, s, 'b')", 2, k2476 },
  { "(s, t) -> like('%' || t || '%', s)", 2, k2477 },
  { "(s, t) -> s LIKE '\303\244%'", 2, k2478 },
  { "(s, t) -> upper(s) LIKE lower(s)", 2, k2479 },
  { "(s, t) -> s LIKE '%'", 2, k2480 },
  { "(s, t) -> s LIKE s", 2, k2481 },
  { "(s, t) -> s LIKE t COLLATE NOCASE", 2, k2482 },
  { "(s, t) -> s NOT LIKE t = 0", 2, k2483 },
  { "(s, t) -> s NOT LIKE 'a%' AND t", 2, k2484 },
  { "(s, t) -> s NOT LIKE t ESCAPE '\134' IS NULL", 2, k2485 },
  { "(s, t) -> glob(t, s)", 2, k2486 },
  { "(s, t) -> s GLOB '*[a-c]*'", 2, k2487 },
  { "(s, t) -> s GLOB '[^a]*'", 2, k2488 },
  { "(s, t) -> s GLOB '[!a]*'", 2, k2489 },
  { "(s, t) -> s GLOB '*['", 2, k2490 },
  { "(s, t) -> s GLOB '\077*'", 2, k2491 },
  { "(s, t) -> s GLOB '*[]x]*'", 2, k2492 },
  { "(s, t) -> s GLOB '[a-]*'", 2, k2493 },
  { "(s, t) -> s NOT GLOB t IS NULL", 2, k2494 },
  { "(s, t) -> s NOT GLOB '*' || t", 2, k2495 },
  { "(s, t) -> iif(s, 'yes', 'no')", 2, k2496 },
  { "(s, t) -> iif(t > s, s, t)", 2, k2497 },
  { "(s, t) -> iif(s IS NULL, 1, 2.5)", 2, k2498 },
  { "(s, t) -> coalesce(s, t)", 2, k2499 },
  { "(s, t) -> coalesce(NULL, t, s)", 2, k2500 },
  { "(s, t) -> coalesce(s, t, 'z')", 2, k2501 },
  { "(s, t) -> ifnull(s, t)", 2, k2502 },
  { "(s, t) -> ifnull(t, 0)", 2, k2503 },
  { "(s, t) -> nullif(s, t)", 2, k2504 },
  { "(s, t) -> nullif(s, 'abc')", 2, k2505 },
  { "(s, t) -> nullif(s COLLATE NOCASE, t)", 2, k2506 },
  { "(s, t) -> nullif(t, 1)", 2, k2507 },
  { "(s, t) -> abs(-s)", 2, k2508 },
  { "(s, t) -> min(s, t)", 2, k2509 },
  { "(s, t) -> max(s, t)", 2, k2510 },
  { "(s, t) -> min(s, t, 'm')", 2, k2511 },
  { "(s, t) -> max(s, 1, t)", 2, k2512 },
  { "(s, t) -> min(s COLLATE NOCASE, t)", 2, k2513 },
  { "(s, t) -> max(s, t COLLATE NOCASE)", 2, k2514 },
  { "(s, t) -> min(s, NULL)", 2, k2515 },
  { "(s, t) -> max(s COLLATE RTRIM, t)", 2, k2516 },
  { "(s, t) -> max(t, substr(s, 1) COLLATE NOCASE)", 2, k2517 },
  { "(s, t) -> min(substr(s, 1), t COLLATE NOCASE)", 2, k2518 },
  { "(s, t) -> nullif(s, t COLLATE RTRIM)", 2, k2519 },
  { "(s, t) -> typeof(s + t)", 2, k2520 },
  { "(s, t) -> quote(t)", 2, k2521 },
  { "(s, t) -> quote(s || t)", 2, k2522 },
  { "(s, t) -> quote(s + 0)", 2, k2523 },
  { "(s, t) -> round(s, t)", 2, k2524 },
  { "(s, t) -> round(s, 2)", 2, k2525 },
  { "(s, t) -> round(t, -1)", 2, k2526 },
  { "(s, t) -> round(2.5)", 2, k2527 },
  { "(s, t) -> round(-2.5)", 2, k2528 },
  { "(s, t) -> round(s, 40)", 2, k2529 },
  { "(s, t) -> round(s * 1.0, 1)", 2, k2530 },
  { "(s, t) -> round(t, 1) || ''", 2, k2531 },
  { "(s, t) -> printf('%s|%s', s, t)", 2, k2532 },
  { "(s, t) -> printf('%i', t)", 2, k2533 },
  { "(s, t) -> printf('%5d|%-5d|%05d|%+d|% d', s, s, s, s, s)", 2, k2534 },
  { "(s, t) -> printf('%x %X %o', s, s, s)", 2, k2535 },
  { "(s, t) -> printf('%#x %#X %#o', t, t, t)", 2, k2536 },
  { "(s, t) -> printf('%08x|%-8X|%.3o', s, s, s)", 2, k2537 },
  { "(s, t) -> printf('%c', s)", 2, k2538 },
  { "(s, t) -> printf('%5c|%-3c|', t, t)", 2, k2539 },
  { "(s, t) -> printf('%f', s)", 2, k2540 },
  { "(s, t) -> printf('%.2f|%10.3f|%-10.1f|%+.0f|%010.2f', s, s, s, s, s)", 2, k2541 },
  { "(s, t) -> printf('%e', s)", 2, k2542 },
  { "(s, t) -> printf('%.3e|%12.2e|%-+12.1e', t, t, t)", 2, k2543 },
  { "(s, t) -> printf('%g', s)", 2, k2544 },
  { "(s, t) -> printf('%.3g|%10g|%#g|%-12.8g', s, s, s, s)", 2, k2545 },
  { "(s, t) -> printf('%%|%s%%', s)", 2, k2546 },
  { "(s, t) -> printf('%Q', s)", 2, k2547 },
  { "(s, t) -> printf('%Q', t)", 2, k2548 },
  { "(s, t) -> printf('%.3s|%10s|%-10s|', s, s, s)", 2, k2549 },
  { "(s, t) -> printf('%.*s', t, s)", 2, k2550 },
  { "(s, t) -> printf('%*d', t % 30, s)", 2, k2551 },
  { "(s, t) -> printf('%s', s)", 2, k2552 },
  { "(s, t) -> printf('%.5s', s)", 2, k2553 },
  { "(s, t) -> printf('%d %s')", 2, k2554 },
  { "(s, t) -> printf('%c', '')", 2, k2555 },
  { "(s, t) -> printf('%.20f', 0.1)", 2, k2556 },
  { "(s, t) -> printf('%d|%x|%o', 9223372036854775807, -1, -1)", 2, k2557 },
  { "(s, t) -> printf('%5.1s|', s)", 2, k2558 },
  { "(s, t) -> printf('%.0e|%.0g|%.0f', s, s, s)", 2, k2559 },
  { "(s, t) -> printf('%s %d %f', t, t, t)", 2, k2560 },
  { "(s, t) -> format('%d-%s', s, t)", 2, k2561 },
  { "(s, t) -> format('%q', t)", 2, k2562 },
  { "(s, t) -> printf(NULL, s)", 2, k2563 },
  { "(s, t) -> printf('%s')", 2, k2564 },
  { "(s, t) -> printf(t, s)", 2, k2565 },
  { "(s, t) -> printf('%-*s|', -5, s)", 2, k2566 },
  { "(s, t) -> printf('%.3q|%.2Q', s, s)", 2, k2567 },
  { "(s, t) -> s || t", 2, k2568 },
  { "(s, t) -> s || 1.0", 2, k2569 },
  { "(s, t) -> t || -0.0", 2, k2570 },
  { "(s, t) -> s || NULL", 2, k2571 },
  { "(s, t) -> 1e15 || ''", 2, k2572 },
  { "(s, t) -> -0.0 || ''", 2, k2573 },
  { "(s, t) -> 1.0 || ''", 2, k2574 },
  { "(s, t) -> s || s || t", 2, k2575 },
  { "(s, t) -> (s + 0) || ''", 2, k2576 },
  { "(s, t) -> (t * 1.0) || ''", 2, k2577 },
  { "(s, t) -> s * t", 2, k2578 },
  { "(s, t) -> s / t", 2, k2579 },
  { "(s, t) -> s % t", 2, k2580 },
  { "(s, t) -> s + t", 2, k2581 },
  { "(s, t) -> s - t", 2, k2582 },
  { "(s, t) -> s * 2", 2, k2583 },
  { "(s, t) -> s + 0", 2, k2584 },
  { "(s, t) -> s - 1", 2, k2585 },
  { "(s, t) -> s / 2", 2, k2586 },
  { "(s, t) -> s / 0", 2, k2587 },
  { "(s, t) -> s % 0", 2, k2588 },
  { "(s, t) -> s % 2.5", 2, k2589 },
  { "(s, t) -> s % -3", 2, k2590 },
  { "(s, t) -> 9223372036854775807 + s", 2, k2591 },
  { "(s, t) -> s * 9223372036854775807", 2, k2592 },
  { "(s, t) -> -9223372036854775807 - s", 2, k2593 },
  { "(s, t) -> 9223372036854775807 + 1", 2, k2594 },
  { "(s, t) -> (s - 1) / t", 2, k2595 },
  { "(s, t) -> (s - 1) % t", 2, k2596 },
  { "(s, t) -> s / 2.0", 2, k2597 },
  { "(s, t) -> s + t * 2 - 1", 2, k2598 },
  { "(s, t) -> s * 1.0 / 3", 2, k2599 },
  { "(s, t) -> s & t", 2, k2600 },
  { "(s, t) -> s | t", 2, k2601 },
  { "(s, t) -> s << t", 2, k2602 },
  { "(s, t) -> s >> t", 2, k2603 },
  { "(s, t) -> s << 63", 2, k2604 },
  { "(s, t) -> s >> 70", 2, k2605 },
  { "(s, t) -> s << -1", 2, k2606 },
  { "(s, t) -> s & 1 | 2", 2, k2607 },
  { "(s, t) -> s << 1 >> 1", 2, k2608 },
  { "(s, t) -> +s", 2, k2609 },
  { "(s, t) -> - - s", 2, k2610 },
  { "(s, t) -> -(s - 1)", 2, k2611 },
  { "(s, t) -> +t || ''", 2, k2612 },
  { "(s, t) -> s < t", 2, k2613 },
  { "(s, t) -> s <= t", 2, k2614 },
  { "(s, t) -> s > t", 2, k2615 },
  { "(s, t) -> s >= t", 2, k2616 },
  { "(s, t) -> s = t", 2, k2617 },
  { "(s, t) -> s == t", 2, k2618 },
  { "(s, t) -> s != t", 2, k2619 },
  { "(s, t) -> s <> t", 2, k2620 },
  { "(s, t) -> s IS t", 2, k2621 },
  { "(s, t) -> s IS NOT t", 2, k2622 },
  { "(s, t) -> s = 12", 2, k2623 },
  { "(s, t) -> s = '12'", 2, k2624 },
  { "(s, t) -> s > 5", 2, k2625 },
  { "(s, t) -> s < 'b'", 2, k2626 },
  { "(s, t) -> '10' = 10", 2, k2627 },
  { "(s, t) -> s || t = t || s", 2, k2628 },
  { "(s, t) -> 1 < 2 = 1", 2, k2629 },
  { "(s, t) -> s || t < t", 2, k2630 },
  { "(s, t) -> s = s", 2, k2631 },
  { "(s, t) -> s < x'00'", 2, k2632 },
  { "(s, t) -> s > 1e308", 2, k2633 },
  { "(s, t) -> s IN (t, 'abc', 1)", 2, k2634 },
  { "(s, t) -> s NOT IN (t, 'abc', 1)", 2, k2635 },
  { "(s, t) -> s IN (1, '1', 1.0)", 2, k2636 },
  { "(s, t) -> t IN (s)", 2, k2637 },
  { "(s, t) -> s IN (NULL, 'a')", 2, k2638 },
  { "(s, t) -> s NOT IN (NULL, 'a')", 2, k2639 },
  { "(s, t) -> s COLLATE NOCASE IN (t, 'ABC')", 2, k2640 },
  { "(s, t) -> s BETWEEN t AND 'm'", 2, k2641 },
  { "(s, t) -> s NOT BETWEEN 1 AND t", 2, k2642 },
  { "(s, t) -> s BETWEEN 'a' AND 'z'", 2, k2643 },
  { "(s, t) -> s BETWEEN t AND 'z' COLLATE NOCASE", 2, k2644 },
  { "(s, t) -> s COLLATE NOCASE BETWEEN t AND 'z'", 2, k2645 },
  { "(s, t) -> s BETWEEN -1 AND 1", 2, k2646 },
  { "(s, t) -> s NOT BETWEEN 1 AND t = 0", 2, k2647 },
  { "(s, t) -> s NOT BETWEEN 'a' AND 'z' AND t", 2, k2648 },
  { "(s, t) -> s NOTNULL", 2, k2649 },
  { "(s, t) -> s NOT NULL", 2, k2650 },
  { "(s, t) -> s IS NULL OR t IS NOT NULL", 2, k2651 },
  { "(s, t) -> (s || t) ISNULL", 2, k2652 },
  { "(s, t) -> s AND t", 2, k2653 },
  { "(s, t) -> s OR t", 2, k2654 },
  { "(s, t) -> NOT (s AND t)", 2, k2655 },
  { "(s, t) -> NOT s OR NOT t", 2, k2656 },
  { "(s, t) -> s AND NULL", 2, k2657 },
  { "(s, t) -> s OR NULL", 2, k2658 },
  { "(s, t) -> NOT NOT t", 2, k2659 },
  { "(s, t) -> s = t COLLATE NOCASE", 2, k2660 },
  { "(s, t) -> s COLLATE NOCASE = t", 2, k2661 },
  { "(s, t) -> s COLLATE RTRIM = t", 2, k2662 },
  { "(s, t) -> s COLLATE RTRIM < t", 2, k2663 },
  { "(s, t) -> s COLLATE NOCASE <> t COLLATE BINARY", 2, k2664 },
  { "(s, t) -> s COLLATE BINARY = t COLLATE NOCASE", 2, k2665 },
  { "(s, t) -> s = 'ABC' COLLATE NOCASE", 2, k2666 },
  { "(s, t) -> s COLLATE RTRIM IS t", 2, k2667 },
  { "(s, t) -> CASE s WHEN t THEN 1 ELSE 0 END", 2, k2668 },
  { "(s, t) -> CASE s COLLATE NOCASE WHEN 'abc' THEN 'hit' WHEN t THEN 't' ELSE 'miss' END", 2, k2669 },
  { "(s, t) -> CASE WHEN s THEN 'truthy' WHEN t THEN 't' END", 2, k2670 },
  { "(s, t) -> CASE WHEN s < t THEN s ELSE t END", 2, k2671 },
  { "(s, t) -> CASE WHEN s IS NULL THEN t ELSE length(s) END", 2, k2672 },
  { "(s, t) -> CASE t WHEN 1 THEN 'one' WHEN '1' THEN 'text one' WHEN NULL THEN 'never' END", 2, k2673 },
  { "(s, t) -> CASE typeof(s) WHEN 'text' THEN upper(s) WHEN 'integer' THEN s + 1 ELSE quote(s) END", 2, k2674 },
  { "(s, t) -> CASE s WHEN 12 THEN 'int' WHEN '12' THEN 'text' ELSE 'none' END", 2, k2675 },
  { "(s, t) -> CASE WHEN length(s) > 2 THEN upper(s) ELSE s || s END || 'abc'", 2, k2676 },
  { "(s, t) -> CAST(s AS NUMERIC)", 2, k2677 },
  { "(s, t) -> CAST(s AS BLOB)", 2, k2678 },
  { "(s, t) -> CAST(t AS INTEGER) + 1", 2, k2679 },
  { "(s, t) -> CAST(s AS INTEGER) = t", 2, k2680 },
  { "(s, t) -> CAST(s AS TEXT) = t", 2, k2681 },
  { "(s, t) -> CAST(s AS REAL) < t", 2, k2682 },
  { "(s, t) -> CAST(s AS NUMERIC) = t", 2, k2683 },
  { "(s, t) -> CAST(CAST(s AS BLOB) AS TEXT)", 2, k2684 },
  { "(s, t) -> typeof(CAST(s AS NUMERIC))", 2, k2685 },
  { "(s, t) -> CAST(s AS NUMERIC) || ''", 2, k2686 },
  { "(s, t) -> CAST(t AS REAL) || ''", 2, k2687 },
  { "(s, t) -> CAST(s AS TEXT) IN (t, 1)", 2, k2688 },
  { "(s, t) -> CAST(t AS INTEGER) BETWEEN s AND 100", 2, k2689 },
  { "(s, t) -> CAST(t AS REAL) = s || s", 2, k2690 },
  { "(s, t) -> CAST(s AS INTEGER) < upper(t)", 2, k2691 },
  { "(s, t) -> CAST(s AS TEXT) > t + 1", 2, k2692 },
  { "(s, t) -> let u = upper(s); u || u", 2, k2693 },
  { "(s, t) -> let a = s || t; let a = a || a; length(a)", 2, k2694 },
  { "(s, t) -> let n = length(s); CASE WHEN n > 2 THEN substr(s, n - 1) ELSE s || s END", 2, k2695 },
  { "(s, t) -> let r = CASE WHEN length(s) > 2 THEN upper(s) ELSE s || s END; r || 'abc'", 2, k2696 },
  { "(s, t) -> let x = coalesce(s, t); let y = replace(x, 'a', 'A'); y || '-' || x", 2, k2697 },
  { "(s, t) -> let p = trim(s); let q = trim(t); iif(p = q, 'same', p || q)", 2, k2698 },
  { "(s, t) -> let v = s + 0; typeof(v) || v", 2, k2699 },
  { "(a, b) -> let s = b; let t = a; t || s", 2, k2700 },
  { "(s, t) -> length(CAST(x'610062' AS TEXT))", 2, k2701 },
  { "(s, t) -> length(CAST(x'E6978080' AS TEXT)) || length(CAST(x'80' AS TEXT))", 2, k2702 },
  { "(s, t) -> substr(CAST(x'610062' AS TEXT), 1, 3)", 2, k2703 },
  { "(s, t) -> quote(CAST(x'610062' AS TEXT))", 2, k2704 },
  { "(s, t) -> hex(CAST(x'610062' AS TEXT))", 2, k2705 },
  { "(s, t) -> replace(CAST(x'610062' AS TEXT), char(0), '-')", 2, k2706 },
  { "(s, t) -> CAST(x'610062' AS TEXT) = CAST(x'610063' AS TEXT)", 2, k2707 },
  { "(s, t) -> CAST(x'610062' AS TEXT) LIKE 'a'", 2, k2708 },
  { "(s, t) -> trim(CAST(x'20610020' AS TEXT))", 2, k2709 },
  { "(s, t) -> substr('abc', 0, 2)", 2, k2710 },
  { "(s, t) -> substr('abcdef', 4, -2)", 2, k2711 },
  { "(s, t) -> replace('abc', '', 'x')", 2, k2712 },
  { "(s, t) -> replace('abc', 'z', NULL)", 2, k2713 },
  { "(s, t) -> trim('  a  b  ')", 2, k2714 },
  { "(s, t) -> trim('xaxbx', 'x')", 2, k2715 },
  { "(s, t) -> trim('abcba', 'ab')", 2, k2716 },
  { "(s, t) -> instr('', '')", 2, k2717 },
  { "(s, t) -> instr(s, '') = 1", 2, k2718 },
  { "(s, t) -> hex(char(NULL))", 2, k2719 },
  { "(s, t) -> char(NULL) = char(0)", 2, k2720 },
  { "(s, t) -> unicode(CAST(x'C3' AS TEXT))", 2, k2721 },
  { "(s, t) -> unicode(CAST(x'80' AS TEXT))", 2, k2722 },
  { "(s, t) -> unicode('')", 2, k2723 },
  { "(s, t) -> 'a' LIKE 'A'", 2, k2724 },
  { "(s, t) -> '\303\244' LIKE '\303\204'", 2, k2725 },
  { "(s, t) -> 'abc' LIKE 'abc\134' ESCAPE '\134'", 2, k2726 },
  { "(s, t) -> 'abc' GLOB '[^a]bc'", 2, k2727 },
  { "(s, t) -> 'abc' GLOB '[!a]bc'", 2, k2728 },
  { "(s, t) -> 'abc' GLOB 'a[bc'", 2, k2729 },
  { "(s, t) -> '1abc' AND 1", 2, k2730 },
  { "(s, t) -> ' 1' AND 1", 2, k2731 },
  { "(s, t) -> iif('0.0x', 1, 0)", 2, k2732 },
  { "(s, t) -> CASE WHEN ' 1' THEN 1 ELSE 0 END", 2, k2733 },
  { "(s, t) -> NOT '1abc'", 2, k2734 },
  { "(s, t) -> 1 || 2 < 3", 2, k2735 },
  { "(s, t) -> s = 12 OR s = '12'", 2, k2736 },
  { "(s, t) -> CASE WHEN s THEN 1 ELSE 0 END", 2, k2737 },
  { "(s, t) -> iif(t, 'T', 'F')", 2, k2738 },
  { "(s, t) -> abs(s - 1)", 2, k2739 },
  { "(s, t) -> abs(t - 1)", 2, k2740 },
  { "(s, t) -> t LIKE s", 2, k2741 },
  { "(s, t) -> s GLOB s", 2, k2742 },
  { "(s, t) -> like(s, t)", 2, k2743 },
  { "(s, t) -> s LIKE t ESCAPE 'ab'", 2, k2744 },
  { "(s, t) -> like(t, s, '')", 2, k2745 },
  { "(s, t) -> CASE WHEN s IS NULL THEN (s LIKE t ESCAPE 'ab') END", 2, k2746 },
  { "(s, t) -> CASE WHEN t IS NULL THEN (t LIKE s) END", 2, k2747 },
  { "(s, t) -> CASE WHEN s = 'a' THEN abs(-9223372036854775807 - 1) END", 2, k2748 },
  { "s -> abs(s)", 1, k2749 },
  { "(s, p) -> s LIKE p", 2, k2750 },
  { "s -> upper(s)||s", 1, k2751 },
  { "(a, b) -> a || '-' || b", 2, k2752 },
  { "$2 || $1", 2, k2753 },
  { "42", 0, k2754 },
  { "s", 1, k2755 },
  { "abs(s)", 1, k2756 },
  { "s || '!'", 1, k2757 },
  { "lower(s)", 1, k2758 },
  { "length(s)", 1, k2759 },
  { "(a, b) -> a || b", 2, k2760 },
  { "upper(s) || s", 1, k2761 },
  { "(a, b) -> min(a COLLATE NOCASE, b)", 2, k2762 },
  { "(a, b) -> nullif(a COLLATE NOCASE, b)", 2, k2763 },
  { "s || 'cache-test'", 1, k2764 },
  { "s || 0", 1, k2765 },
  { "s || 1", 1, k2766 },
  { "s || 2", 1, k2767 },
  { "s || 3", 1, k2768 },
  { "s || 4", 1, k2769 },
  { "s || 5", 1, k2770 },
  { "s || 6", 1, k2771 },
  { "s || 7", 1, k2772 },
  { "s || 8", 1, k2773 },
  { "s || 9", 1, k2774 },
  { "s || 10", 1, k2775 },
  { "s || 11", 1, k2776 },
  { "s || 12", 1, k2777 },
  { "s || 13", 1, k2778 },
  { "s || 14", 1, k2779 },
  { "s || 15", 1, k2780 },
  { "s || 16", 1, k2781 },
  { "s || 17", 1, k2782 },
  { "s || 18", 1, k2783 },
  { "s || 19", 1, k2784 },
  { "s || 20", 1, k2785 },
  { "s || 21", 1, k2786 },
  { "s || 22", 1, k2787 },
  { "s || 23", 1, k2788 },
  { "s || 24", 1, k2789 },
  { "s || 25", 1, k2790 },
  { "s || 26", 1, k2791 },
  { "s || 27", 1, k2792 },
  { "s || 28", 1, k2793 },
  { "s || 29", 1, k2794 },
  { "s || 30", 1, k2795 },
  { "s || 31", 1, k2796 },
  { "s || 32", 1, k2797 },
  { "s || 33", 1, k2798 },
  { "s || 34", 1, k2799 },
  { "s || 35", 1, k2800 },
  { "s || 36", 1, k2801 },
  { "s || 37", 1, k2802 },
  { "s || 38", 1, k2803 },
  { "s || 39", 1, k2804 },
};
